import { Input, Label, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { CarrierMap } from "../../modules/marketplace-exchange/types"
import { MARKETPLACE_CARRIERS, resolveCarrier } from "../../workflows/order-write-back/utils/carriers"
import { SettingsView, useFulfillmentProviders, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { SectionTitle } from "./section-title"
import { SaveButton } from "./form-parts"

type Section = keyof CarrierMap
type Row = { section: Section; id: string; name: string; fallback: string | null }

/**
 * The carrier map (A37): per shipping option and per fulfillment provider, the marketplace's name
 * of its carrier, sent as CarrierUsed with the tracking numbers. An empty field shows what is sent
 * instead: the provider's carrier or one the name names, or none (the numbers go alone).
 */
export function CarrierTableForm({ settings }: { settings: SettingsView }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const choices = useStoreChoices()
  const providers = useFulfillmentProviders()
  const save = useSaveConnectionSettings()
  const [draft, setDraft] = useState<CarrierMap>(settings.carrier_map)
  useEffect(() => setDraft(settings.carrier_map), [settings])
  const set = (section: Section, id: string, carrier: string) => setDraft({ ...draft, [section]: { ...draft[section], [id]: carrier } })

  const noMap: CarrierMap = { shipping_options: {}, fulfillment_providers: {} }
  const optionRows: Row[] = (choices.data?.shippingOptions ?? []).map((option) => ({
    section: "shipping_options",
    id: option.id,
    name: option.name,
    fallback: resolveCarrier(
      { shippingOptionName: option.name, providerId: option.provider_id },
      { ...noMap, fulfillment_providers: draft.fulfillment_providers }
    ),
  }))
  const providerRows: Row[] = (providers.data ?? []).map((provider) => ({
    section: "fulfillment_providers",
    id: provider.id,
    name: provider.id,
    fallback: resolveCarrier({ providerId: provider.id }, noMap),
  }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // Only the store's own options and providers travel: an entry of one deleted since is dropped.
    const filled = (rows: Row[]) =>
      Object.fromEntries(rows.map((row) => [row.id, draft[row.section][row.id]?.trim() ?? ""]).filter(([, carrier]) => carrier))
    save.mutate(
      { carrier_map: { shipping_options: filled(optionRows), fulfillment_providers: filled(providerRows) } },
      { onSuccess: () => toast.success(t("marketplaceExchange.carriers.saved")), onError: (e) => toast.error(errorText(e)) }
    )
  }
  const rowsOf = (title: string, rows: Row[]) =>
    rows.length > 0 && (
      <div className="flex flex-col gap-y-2">
        <Text size="small" weight="plus">
          {title}
        </Text>
        {rows.map((row) => (
          <div key={row.id} className="grid grid-cols-2 items-center gap-x-2">
            <Label htmlFor={`mx-carrier-${row.id}`}>{row.name}</Label>
            <Input
              id={`mx-carrier-${row.id}`}
              aria-label={t("marketplaceExchange.carriers.carrierFor", { name: row.name })}
              list="mx-known-carriers"
              maxLength={50}
              placeholder={
                row.fallback
                  ? t("marketplaceExchange.carriers.otherwise", { carrier: row.fallback })
                  : t("marketplaceExchange.carriers.none")
              }
              value={draft[row.section][row.id] ?? ""}
              onChange={(e) => set(row.section, row.id, e.target.value)}
            />
          </div>
        ))}
      </div>
    )
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-carriers">
      <SectionTitle
        title={t("marketplaceExchange.carriers.title")}
        description={t("marketplaceExchange.carriers.description", { carriers: MARKETPLACE_CARRIERS.join(", ") })}
      />
      <datalist id="mx-known-carriers">
        {MARKETPLACE_CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {rowsOf(t("marketplaceExchange.carriers.shippingOptions"), optionRows)}
      {rowsOf(t("marketplaceExchange.carriers.providers"), providerRows)}
      {!optionRows.length && !providerRows.length && !choices.isLoading && !providers.isLoading && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.carriers.empty")}
        </Text>
      )}
      {/* The map is saved whole: before both lists are in, a save would drop the entries not yet shown. */}
      <SaveButton pending={save.isPending} disabled={!choices.isSuccess || !providers.isSuccess} />
    </form>
  )
}
