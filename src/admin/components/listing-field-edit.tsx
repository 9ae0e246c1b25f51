import { Input, Select } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useConnectionSettings } from "../hooks/use-connection-settings"
import type { FieldEditBody } from "../hooks/use-listings"
import { NONE } from "./marketplace-field"

/** What one edit of the grid changes, each a part of the marketplace fields drawer. */
export const EDIT_KINDS = ["price_rule", "clear_price_rule", "title_rule", "specific", "remove_specific", "gpsr_brand"] as const
export type EditKind = (typeof EDIT_KINDS)[number]
export type EditForm = {
  kind: EditKind
  titleRule: string
  percent: string
  fixed: string
  ending: string
  name: string
  value: string
  brand: string
}
export const EMPTY_EDIT: EditForm = {
  kind: "price_rule",
  titleRule: "shorten",
  percent: "",
  fixed: "",
  ending: NONE,
  name: "",
  value: "",
  brand: NONE,
}

const KIND_KEYS: Record<EditKind, string> = {
  title_rule: "marketplaceExchange.listings.edit.titleRule",
  price_rule: "marketplaceExchange.listings.edit.priceRule",
  clear_price_rule: "marketplaceExchange.listings.edit.clearPriceRule",
  specific: "marketplaceExchange.listings.edit.specific",
  remove_specific: "marketplaceExchange.listings.edit.removeSpecific",
  gpsr_brand: "marketplaceExchange.listings.edit.gpsrBrand",
}
const ENDINGS = [".99", ".95", ".90"]

/**
 * The body of the edit; null while it is not complete (a specific without its name or value, a
 * price rule with no part). A price rule part left empty stays as each product has it: clearing
 * is a choice of its own ("price rule as in the settings"), as are "default" for the title rule
 * and "the product's own brand" for the GPSR data.
 */
export function fieldEditBody(form: EditForm): FieldEditBody | null {
  const orNull = (text: string) => (text.trim() === "" || text === NONE ? null : text.trim())
  switch (form.kind) {
    case "title_rule":
      return { title_rule: orNull(form.titleRule) }
    case "price_rule": {
      const parts = { price_percent: orNull(form.percent), price_fixed: orNull(form.fixed), price_ending: orNull(form.ending) }
      const set = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== null))
      return Object.keys(set).length ? set : null
    }
    case "clear_price_rule":
      return { price_percent: null, price_fixed: null, price_ending: null }
    case "specific":
      return form.name.trim() && form.value.trim() ? { specific: { name: form.name.trim(), value: form.value.trim() } } : null
    case "remove_specific":
      return form.name.trim() ? { remove_specific: form.name.trim() } : null
    case "gpsr_brand":
      return { gpsr_brand: orNull(form.brand) }
  }
}

/** The edit's inputs in the grid's action bar: what to change, then its values. */
export function ListingFieldEdit({ form, onChange, disabled }: { form: EditForm; onChange: (form: EditForm) => void; disabled: boolean }) {
  const { t, i18n } = useTranslation()
  const brands = Object.keys(useConnectionSettings().data?.settings.gpsr_by_brand ?? {})
  const set = (part: Partial<EditForm>) => onChange({ ...form, ...part })
  const decimal = (text: string) => (i18n.language.startsWith("de") ? text.replace(".", ",") : text)
  const text = (part: "percent" | "fixed" | "name" | "value", label: string, width = "w-[120px]") => (
    <Input
      size="small"
      className={width}
      placeholder={label}
      aria-label={label}
      value={form[part]}
      disabled={disabled}
      data-testid={`listing-edit-${part}`}
      onChange={(e) => set({ [part]: e.target.value })}
    />
  )
  const select = (value: string, onValue: (v: string) => void, options: Array<[string, string]>, testId: string, width = "w-[200px]") => (
    <div className={width}>
      <Select value={value} onValueChange={onValue} disabled={disabled}>
        <Select.Trigger data-testid={testId}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {options.map(([v, label]) => (
            <Select.Item key={v} value={v}>
              {label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
  return (
    <>
      {select(
        form.kind,
        (kind) => set({ kind: kind as EditKind }),
        EDIT_KINDS.map((k) => [k, t(KIND_KEYS[k])]),
        "listing-edit-kind",
        "w-[220px]"
      )}
      {form.kind === "title_rule" &&
        select(
          form.titleRule,
          (titleRule) => set({ titleRule }),
          [
            ["shorten", t("marketplaceExchange.listingRules.shorten")],
            ["hold", t("marketplaceExchange.listingRules.hold")],
            [NONE, t("marketplaceExchange.fields.asSettings")],
          ],
          "listing-edit-title-rule",
          "w-[300px]"
        )}
      {form.kind === "price_rule" && (
        <>
          {text("percent", t("marketplaceExchange.fields.pricePercent"))}
          {text("fixed", t("marketplaceExchange.fields.priceFixed"))}
          {select(
            form.ending,
            (ending) => set({ ending }),
            [
              [NONE, t("marketplaceExchange.listings.edit.endingUnchanged")],
              ["none", t("marketplaceExchange.listingRules.endingNone")],
              ...ENDINGS.map((e): [string, string] => [e, decimal(e)]),
            ],
            "listing-edit-ending",
            "w-[160px]"
          )}
        </>
      )}
      {(form.kind === "specific" || form.kind === "remove_specific") &&
        text("name", t("marketplaceExchange.listings.edit.name"), "w-[160px]")}
      {form.kind === "specific" && text("value", t("marketplaceExchange.listings.edit.value"), "w-[160px]")}
      {form.kind === "gpsr_brand" &&
        select(
          form.brand,
          (brand) => set({ brand }),
          [[NONE, t("marketplaceExchange.listings.edit.ownBrand")], ...brands.map((b): [string, string] => [b, b])],
          "listing-edit-brand",
          "w-[220px]"
        )}
    </>
  )
}
