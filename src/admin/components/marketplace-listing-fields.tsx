import type { AdminProduct } from "@medusajs/framework/types"
import { Input, Label, Select, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { PriceRule } from "../../modules/marketplace-exchange/types"
import { readTitleRule, type TitleSource, titleToSend } from "../../workflows/product-sync/utils/marketplace-title"
import { useConnectionSettings } from "../hooks/use-connection-settings"
import type { FieldErrors } from "../hooks/use-marketplace-details"
import { Field, NONE, type Field as FieldName, type Values } from "./marketplace-field"

/** eBay's title limit (spec 2.1 Products.Title, src/protocol/schema). */
const TITLE_MAX = 80
const ENDINGS: Array<Exclude<PriceRule["ending"], "none">> = [".99", ".95", ".90"]
/** Where the title that goes out comes from, in words (translation keys). */
const GOES_OUT: Record<TitleSource, string> = {
  marketplace: "marketplaceExchange.fields.titleGoesOut.marketplace",
  store: "marketplaceExchange.fields.titleGoesOut.store",
  shortened: "marketplaceExchange.fields.titleGoesOut.shortened",
}

type Props = {
  product: AdminProduct
  values: Values
  errors: FieldErrors
  set: (field: FieldName) => (value: string) => void
}

/**
 * In the marketplace fields drawer: the product's own eBay title (counted to 80, with
 * the title that goes out as a preview) and its own price rule, each part over the settings'.
 */
export function MarketplaceListingFields({ product, values, errors, set }: Props) {
  const { t, i18n } = useTranslation()
  const settings = useConnectionSettings().data?.settings
  const rule = settings?.price_rule
  const out = titleToSend(
    product.title,
    values.marketplace_title,
    readTitleRule(values.title_rule) ?? settings?.title_overflow ?? "hold",
    TITLE_MAX
  )
  const decimal = (text: string) => (i18n.language.startsWith("de") ? text.replace(".", ",") : text)
  const text = (field: FieldName, props: { placeholder?: string } = {}) => (
    <Input
      id={`mx-field-${field}-input`}
      size="small"
      inputMode="decimal"
      value={values[field]}
      aria-invalid={Boolean(errors[field])}
      onChange={(e) => set(field)(e.target.value)}
      {...props}
    />
  )
  return (
    <>
      <Field field="marketplace_title" label={t("marketplaceExchange.fields.marketplaceTitle")} errors={errors}>
        <Input
          id="mx-field-marketplace_title-input"
          size="small"
          value={values.marketplace_title}
          aria-invalid={Boolean(errors.marketplace_title)}
          placeholder={product.title}
          onChange={(e) => set("marketplace_title")(e.target.value)}
        />
        <Text
          size="xsmall"
          className={values.marketplace_title.trim().length > TITLE_MAX ? "text-ui-fg-error" : "text-ui-fg-subtle"}
          data-testid="mx-title-count"
        >
          {t("marketplaceExchange.fields.titleCount", { count: values.marketplace_title.trim().length, max: TITLE_MAX })}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle [overflow-wrap:anywhere]" data-testid="mx-title-preview">
          {out.title.length <= TITLE_MAX
            ? t(GOES_OUT[out.source], { title: out.title })
            : out.source === "marketplace"
              ? t("marketplaceExchange.fields.ownTitleTooLong", { max: TITLE_MAX })
              : t("marketplaceExchange.fields.titleHeld", { count: out.title.length, max: TITLE_MAX })}
        </Text>
      </Field>
      <Field field="title_rule" label={t("marketplaceExchange.fields.titleRule")} errors={errors}>
        <Select
          value={readTitleRule(values.title_rule) ?? (values.title_rule || NONE)}
          onValueChange={(v) => set("title_rule")(v === NONE ? "" : v)}
        >
          <Select.Trigger id="mx-field-title_rule-input" aria-invalid={Boolean(errors.title_rule)}>
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value={NONE}>{t("marketplaceExchange.fields.asSettings")}</Select.Item>
            <Select.Item value="hold">{t("marketplaceExchange.listingRules.hold")}</Select.Item>
            <Select.Item value="shorten">{t("marketplaceExchange.listingRules.shorten")}</Select.Item>
            {/* A value set through the API that is no rule: shown as it is, so the merchant sees what to replace. */}
            {values.title_rule && !readTitleRule(values.title_rule) && (
              <Select.Item value={values.title_rule}>{values.title_rule}</Select.Item>
            )}
          </Select.Content>
        </Select>
      </Field>
      <div className="flex flex-col gap-y-2 rounded-lg border border-ui-border-base p-3">
        <Label size="small" weight="plus">
          {t("marketplaceExchange.fields.priceRule")}
        </Label>
        <Text size="xsmall" className="text-ui-fg-subtle" data-testid="mx-price-rule-default">
          {rule
            ? t("marketplaceExchange.fields.priceRuleDefault", {
                percent: `${rule.percent < 0 ? "" : "+"}${decimal(String(rule.percent))}`,
                fixed: decimal(rule.fixed),
                ending: rule.ending === "none" ? t("marketplaceExchange.listingRules.endingNone") : decimal(rule.ending),
              })
            : null}
        </Text>
        <div className="grid grid-cols-3 gap-x-3">
          <Field field="price_percent" label={t("marketplaceExchange.fields.pricePercent")} errors={errors}>
            {text("price_percent", { placeholder: rule ? decimal(String(rule.percent)) : "" })}
          </Field>
          <Field field="price_fixed" label={t("marketplaceExchange.fields.priceFixed")} errors={errors}>
            {text("price_fixed", { placeholder: rule ? decimal(rule.fixed) : "" })}
          </Field>
          <Field field="price_ending" label={t("marketplaceExchange.fields.priceEnding")} errors={errors}>
            <Select value={values.price_ending || NONE} onValueChange={(v) => set("price_ending")(v === NONE ? "" : v)}>
              <Select.Trigger id="mx-field-price_ending-input" aria-invalid={Boolean(errors.price_ending)}>
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value={NONE}>{t("marketplaceExchange.fields.asSettings")}</Select.Item>
                <Select.Item value="none">{t("marketplaceExchange.listingRules.endingNone")}</Select.Item>
                {ENDINGS.map((e) => (
                  <Select.Item key={e} value={e}>
                    {decimal(e)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </Field>
        </div>
      </div>
    </>
  )
}
