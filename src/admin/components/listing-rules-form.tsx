import { Input, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { PriceRule, TitleOverflow } from "../../modules/marketplace-exchange/types"
import { marketplacePrice, readFixed, readPercent } from "../../workflows/product-sync/utils/price-rule"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { formatMoney } from "../lib/format"
import { savedWords } from "../lib/resend-words"
import { SectionTitle } from "./section-title"
import { Labelled, SaveButton } from "./form-parts"

/** A store price the example under the rule starts from. */
const EXAMPLE_PRICE = "19.90"
const ENDINGS: Array<PriceRule["ending"]> = ["none", ".99", ".95", ".90"]

/** A number as the form shows it: `7,5` and `0,00` in German. */
const shown = (value: number | string, language: string) => String(value).replace(".", language.startsWith("de") ? "," : ".")

/**
 * What goes to eBay instead of the store's title and prices. A title over 80 characters
 * is held back or cut at a word; the marketplace price is the store's by a rule (× percent + an
 * amount, rounded up to an ending), with an example as it is typed. A product's own title and
 * rule are set in its marketplace fields.
 */
export function ListingRulesForm({ settings }: { settings: SettingsView }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const save = useSaveConnectionSettings()
  const choices = useStoreChoices()
  const [overflow, setOverflow] = useState<TitleOverflow>(settings.title_overflow)
  const [percent, setPercent] = useState(shown(settings.price_rule.percent, i18n.language))
  const [fixed, setFixed] = useState(shown(settings.price_rule.fixed, i18n.language))
  const [ending, setEnding] = useState<PriceRule["ending"]>(settings.price_rule.ending)
  useEffect(() => {
    setOverflow(settings.title_overflow)
    setPercent(shown(settings.price_rule.percent, i18n.language))
    setFixed(shown(settings.price_rule.fixed, i18n.language))
    setEnding(settings.price_rule.ending)
  }, [settings, i18n.language])

  const currency = choices.data?.regions.find((r) => r.id === settings.region_id)?.currency_code ?? null
  const rule = { percent: readPercent(percent), fixed: readFixed(fixed || "0"), ending }
  const example =
    rule.percent !== undefined && rule.fixed !== undefined
      ? t("marketplaceExchange.listingRules.example", {
          store: formatMoney(EXAMPLE_PRICE, currency, i18n.language),
          marketplace: formatMoney(
            marketplacePrice(EXAMPLE_PRICE, { ...rule, percent: rule.percent, fixed: rule.fixed }),
            currency,
            i18n.language
          ),
        })
      : null

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // A percentage that cannot be read goes as it is: the server's refusal says what to enter.
    const typed = Number(percent.trim().replace(",", "."))
    save.mutate(
      { title_overflow: overflow, price_rule: { percent: percent.trim() ? typed : 0, fixed: fixed.trim() || "0", ending } },
      { onSuccess: ({ resend }) => toast.success(savedWords(resend, t)), onError: (e) => toast.error(errorText(e)) }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-listing-rules">
      <SectionTitle title={t("marketplaceExchange.listingRules.title")} description={t("marketplaceExchange.listingRules.description")} />
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-title-overflow">{t("marketplaceExchange.listingRules.titleOverflow")}</Label>
        <Select value={overflow} onValueChange={(value) => setOverflow(value as TitleOverflow)}>
          <Select.Trigger id="mx-title-overflow">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="hold">{t("marketplaceExchange.listingRules.hold")}</Select.Item>
            <Select.Item value="shorten">{t("marketplaceExchange.listingRules.shorten")}</Select.Item>
          </Select.Content>
        </Select>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.listingRules.titleHint")}
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label weight="plus">{t("marketplaceExchange.listingRules.priceRule")}</Label>
        <div className="grid grid-cols-3 gap-x-3">
          <Labelled id="mx-price-percent" size="small" label={t("marketplaceExchange.listingRules.percent")}>
            <Input id="mx-price-percent" size="small" inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />
          </Labelled>
          <Labelled id="mx-price-fixed" size="small" label={t("marketplaceExchange.listingRules.fixed")}>
            <Input id="mx-price-fixed" size="small" inputMode="decimal" value={fixed} onChange={(e) => setFixed(e.target.value)} />
          </Labelled>
          <Labelled id="mx-price-ending" size="small" label={t("marketplaceExchange.listingRules.ending")}>
            <Select value={ending} onValueChange={(value) => setEnding(value as PriceRule["ending"])}>
              <Select.Trigger id="mx-price-ending">
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                {ENDINGS.map((e) => (
                  <Select.Item key={e} value={e}>
                    {e === "none"
                      ? t("marketplaceExchange.listingRules.endingNone")
                      : e.replace(".", i18n.language.startsWith("de") ? "," : ".")}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </Labelled>
        </div>
        <Text size="xsmall" className="text-ui-fg-subtle" data-testid="mx-price-example">
          {example ?? t("marketplaceExchange.listingRules.noExample")}
        </Text>
      </div>
      <SaveButton pending={save.isPending} />
    </form>
  )
}
