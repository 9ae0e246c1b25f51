import { Button, Heading, Input, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"

/** The carriers eBay.de buyers know; the table may name others, which are sent as written. */
const KNOWN = ["DHL", "Deutsche Post", "DPD", "Hermes", "GLS", "UPS", "FedEx", "TNT"]

type Row = { from: string; to: string }

const rowsOf = (map: Record<string, string>): Row[] => Object.entries(map).map(([from, to]) => ({ from, to }))

/**
 * The carrier table: Medusa's name of a shipment's carrier (the shipping option's name or the
 * fulfillment provider) to the marketplace's, sent as CarrierUsed with the tracking numbers. A
 * name that names a known carrier ("DHL Paket") needs no row; an unknown one is sent as it is.
 */
export function CarrierTableForm({ settings }: { settings: SettingsView }) {
  const { t } = useTranslation()
  const choices = useStoreChoices()
  const save = useSaveConnectionSettings()
  const [rows, setRows] = useState<Row[]>(rowsOf(settings.carrier_map))
  useEffect(() => setRows(rowsOf(settings.carrier_map)), [settings])
  const set = (index: number, change: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)))
  const unlisted = (choices.data?.shippingOptions ?? [])
    .map((o) => o.name)
    .filter((name) => !rows.some((r) => r.from.trim().toLowerCase() === name.toLowerCase()))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const filled = rows.filter((r) => r.from.trim() || r.to.trim())
    const incomplete = filled.find((r) => !r.from.trim() || !r.to.trim())
    if (incomplete) {
      toast.error(t("marketplaceExchange.carriers.incomplete", { row: incomplete.from || incomplete.to }))
      return
    }
    save.mutate(
      { carrier_map: Object.fromEntries(filled.map((r) => [r.from.trim(), r.to.trim()])) },
      { onSuccess: () => toast.success(t("marketplaceExchange.carriers.saved")), onError: (e) => toast.error(e.message) }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-carriers">
      <div>
        <Heading level="h2">{t("marketplaceExchange.carriers.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.carriers.description", { carriers: KNOWN.join(", ") })}
        </Text>
      </div>
      <datalist id="mx-known-carriers">
        {KNOWN.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-center gap-x-2">
          <Input
            aria-label={t("marketplaceExchange.carriers.from")}
            placeholder={t("marketplaceExchange.carriers.from")}
            value={row.from}
            onChange={(e) => set(index, { from: e.target.value })}
          />
          <Input
            aria-label={t("marketplaceExchange.carriers.to")}
            placeholder={t("marketplaceExchange.carriers.to")}
            list="mx-known-carriers"
            value={row.to}
            onChange={(e) => set(index, { to: e.target.value })}
          />
          <Button type="button" size="small" variant="transparent" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            {t("marketplaceExchange.common.remove")}
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="small" variant="secondary" onClick={() => setRows([...rows, { from: "", to: "" }])}>
          {t("marketplaceExchange.carriers.addRow")}
        </Button>
        {unlisted.slice(0, 5).map((name) => (
          <Button key={name} type="button" size="small" variant="secondary" onClick={() => setRows([...rows, { from: name, to: "" }])}>
            {t("marketplaceExchange.carriers.addName", { name })}
          </Button>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="small" isLoading={save.isPending}>
          {t("marketplaceExchange.common.save")}
        </Button>
      </div>
    </form>
  )
}
