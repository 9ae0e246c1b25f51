import { Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { savedWords } from "../lib/resend-words"
import { SectionTitle } from "./section-title"
import { SaveButton } from "./form-parts"

type Source = SettingsView["strike_price_source"]

/** A price list's status in words (translation keys); another status is shown as Medusa sends it. */
const PRICE_LIST_STATUS_KEYS: Record<string, string> = {
  draft: "marketplaceExchange.strikePrice.status.draft",
  active: "marketplaceExchange.strikePrice.status.active",
}

/**
 * Where the marketplace's strike price comes from. Spec 2.5: it is shown as the UVP, the
 * recommended retail price, so the default is a price list holding real RRPs; a sale's original
 * price is offered too, labelled for what it is.
 */
export function StrikePriceForm({ settings }: { settings: SettingsView }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const choices = useStoreChoices()
  const save = useSaveConnectionSettings()
  const [source, setSource] = useState<Source>(settings.strike_price_source)
  const [list, setList] = useState(settings.rrp_price_list_id ?? "")
  useEffect(() => {
    setSource(settings.strike_price_source)
    setList(settings.rrp_price_list_id ?? "")
  }, [settings])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { strike_price_source: source, rrp_price_list_id: list || null },
      {
        onSuccess: ({ resend }) => toast.success(resend ? savedWords(resend, t) : t("marketplaceExchange.strikePrice.saved")),
        onError: (e) => toast.error(errorText(e)),
      }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-strike-price">
      <SectionTitle title={t("marketplaceExchange.strikePrice.title")} description={t("marketplaceExchange.strikePrice.description")} />
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-strike-source">{t("marketplaceExchange.strikePrice.source")}</Label>
        <Select value={source} onValueChange={(value) => setSource(value as Source)}>
          <Select.Trigger id="mx-strike-source">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="rrp_price_list">{t("marketplaceExchange.strikePrice.fromRrpList")}</Select.Item>
            <Select.Item value="sale_original_price">{t("marketplaceExchange.strikePrice.fromSaleOriginal")}</Select.Item>
          </Select.Content>
        </Select>
      </div>
      {source === "rrp_price_list" && (
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-rrp-list">{t("marketplaceExchange.strikePrice.list")}</Label>
          <Select value={list} onValueChange={setList}>
            <Select.Trigger id="mx-rrp-list">
              <Select.Value
                placeholder={choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.strikePrice.chooseList")}
              />
            </Select.Trigger>
            <Select.Content>
              {(choices.data?.priceLists ?? []).map((l) => (
                <Select.Item key={l.id} value={l.id}>
                  {t("marketplaceExchange.strikePrice.listOption", {
                    title: l.title,
                    status: PRICE_LIST_STATUS_KEYS[l.status] ? t(PRICE_LIST_STATUS_KEYS[l.status]) : l.status,
                  })}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
          {!list && (
            <Text size="xsmall" className="text-ui-fg-subtle">
              {t("marketplaceExchange.strikePrice.noList")}
            </Text>
          )}
        </div>
      )}
      {source === "sale_original_price" && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.strikePrice.saleHint")}
        </Text>
      )}
      <SaveButton pending={save.isPending} />
    </form>
  )
}
