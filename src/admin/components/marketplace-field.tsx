import type { AdminProduct } from "@medusajs/framework/types"
import { Hint, Label } from "@medusajs/ui"
import type { ReactNode } from "react"
import type { FieldErrors } from "../hooks/use-marketplace-details"

/** The form's fields and their metadata keys (README: product metadata; workflows/product-sync/utils/marketplace-fields.ts). */
export const FIELDS = {
  brand: "marketplace_brand",
  mpn: "marketplace_mpn",
  isbn: "marketplace_isbn",
  condition: "marketplace_condition",
  unit_quantity: "marketplace_unit_quantity",
  unit_type: "marketplace_unit_type",
  vat_percent: "marketplace_vat_percent",
  best_offer_auto_accept_price: "marketplace_best_offer_auto_accept_price",
  best_offer_minimum_price: "marketplace_best_offer_minimum_price",
  category_id_1: "marketplace_category_id_1",
  category_id_2: "marketplace_category_id_2",
  marketplace_title: "marketplace_title",
  title_rule: "marketplace_title_rule",
  price_percent: "marketplace_price_percent",
  price_fixed: "marketplace_price_fixed",
  price_ending: "marketplace_price_ending",
  specifics: "marketplace_specifics",
  gpsr: "marketplace_gpsr",
  gpsr_brand: "marketplace_gpsr_brand",
} as const
export type Field = keyof typeof FIELDS
export type Values = Record<Field, string>

/** A select's "nothing chosen" (Radix selects take no empty value). */
export const NONE = "__none"
/** The service's condition values in words (translation keys); another value is shown as it is. */
export const CONDITION_KEYS: Record<string, string> = {
  neu: "marketplaceExchange.fields.conditionNew",
  gebraucht: "marketplaceExchange.fields.conditionUsed",
}

export const valuesOf = (product: AdminProduct): Values => {
  const meta = (product.metadata ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(FIELDS).map(([field, key]) => {
      const value = meta[key]
      // The JSON fields (specifics, GPSR) may be stored as an object by another writer (Medusa's own API): kept as their text.
      return [field, value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value)]
    })
  ) as Values
}

export function Field({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: Field
  label: string
  hint?: string
  errors: FieldErrors
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-y-1" data-testid={`mx-field-${field}`}>
      <Label htmlFor={`mx-field-${field}-input`} size="small" weight="plus">
        {label}
      </Label>
      {children}
      {errors[field] ? (
        <Hint variant="error" className="[overflow-wrap:anywhere]">
          {errors[field]}
        </Hint>
      ) : hint ? (
        <Hint>{hint}</Hint>
      ) : null}
    </div>
  )
}
