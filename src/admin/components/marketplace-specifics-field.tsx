import { Button, Input, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { FieldErrors } from "../hooks/use-marketplace-details"
import { Field } from "./marketplace-field"

type Specific = { name: string; value: string }

/** The drawer's specifics as the form keeps them: the metadata's JSON text (marketplace_specifics). */
export const specificsOf = (json: string): Specific[] => {
  try {
    const list = JSON.parse(json || "[]")
    return Array.isArray(list) ? list.map((s) => ({ name: String(s?.name ?? ""), value: String(s?.value ?? "") })) : []
  } catch {
    return []
  }
}

/** What the route takes: the list itself, null when it is empty (cleared). */
export const specificsBody = (json: string): Specific[] | null => {
  const list = specificsOf(json).filter((s) => s.name.trim() || s.value.trim())
  return list.length ? list : null
}

/**
 * A single product's own item specifics, name and value per row. They go before those
 * from tags, options and attributes; eBay keeps 15 (A8), each name and value at most 65 characters.
 */
export function MarketplaceSpecificsField({
  value,
  errors,
  onChange,
}: {
  value: string
  errors: FieldErrors
  onChange: (json: string) => void
}) {
  const { t } = useTranslation()
  const rows = specificsOf(value)
  const set = (next: Specific[]) => onChange(next.length ? JSON.stringify(next) : "")
  const edit = (i: number, part: keyof Specific) => (e: { target: { value: string } }) =>
    set(rows.map((row, j) => (j === i ? { ...row, [part]: e.target.value } : row)))
  return (
    <Field
      field="specifics"
      label={t("marketplaceExchange.fields.specifics")}
      hint={t("marketplaceExchange.fields.specificsHint")}
      errors={errors}
    >
      <div className="flex flex-col gap-y-2" id="mx-field-specifics-input" tabIndex={-1}>
        {rows.map((row, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-center gap-x-2" data-testid="mx-specific-row">
            <Input size="small" aria-label={t("marketplaceExchange.fields.specificName")} value={row.name} onChange={edit(i, "name")} />
            <Input size="small" aria-label={t("marketplaceExchange.fields.specificValue")} value={row.value} onChange={edit(i, "value")} />
            <Button type="button" size="small" variant="transparent" onClick={() => set(rows.filter((_, j) => j !== i))}>
              {t("marketplaceExchange.fields.remove")}
            </Button>
          </div>
        ))}
        {!rows.length && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("marketplaceExchange.fields.noSpecifics")}
          </Text>
        )}
        <div>
          <Button type="button" size="small" variant="secondary" onClick={() => set([...rows, { name: "", value: "" }])}>
            {t("marketplaceExchange.fields.addSpecific")}
          </Button>
        </div>
      </div>
    </Field>
  )
}
