import { Label, Select, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useConnectionSettings } from "../hooks/use-connection-settings"
import type { FieldErrors } from "../hooks/use-marketplace-details"
import { gpsrBody, GpsrFields, type GpsrForm, gpsrRefusal } from "./gpsr-fields"
import { Field, NONE } from "./marketplace-field"
import { gpsrBrandKey } from "../../workflows/product-sync/utils/gpsr"

/** The product's GPSR data as the form keeps it: the metadata's JSON text (marketplace_gpsr). */
const gpsrOf = (json: string): GpsrForm => {
  try {
    const data = JSON.parse(json || "{}")
    return data && typeof data === "object" ? data : {}
  } catch {
    return {}
  }
}

/** The first wrong value of the product's data as the server would refuse it, in the admin's language; null when it may be saved. */
export const gpsrFieldProblem = (json: string, language: string): string | null => gpsrRefusal(gpsrOf(json), language)

/** What the route takes: the data itself, null when nothing is left (cleared: the brand's applies). */
export const gpsrFieldBody = (json: string): GpsrForm | null => {
  const body = gpsrBody(gpsrOf(json))
  return Object.keys(body).length ? body : null
}

/**
 * In the marketplace fields drawer: the product's own product safety data (GPSR); an
 * empty field takes its brand's value from the settings, shown as the field's placeholder.
 */
export function MarketplaceGpsrField({
  value,
  brand,
  gpsrBrand,
  errors,
  onChange,
  onBrandChange,
}: {
  value: string
  brand: string
  /** The brand whose data applies when it is not the product's own (set here or in bulk from the grid). */
  gpsrBrand: string
  errors: FieldErrors
  onChange: (json: string) => void
  onBrandChange: (brand: string) => void
}) {
  const { t } = useTranslation()
  const byBrand = useConnectionSettings().data?.settings.gpsr_by_brand ?? {}
  const held = (name: string) => gpsrBrandKey(byBrand, name)
  // As the mapping does: the chosen brand's data when the settings hold it, else the product's own brand's.
  const chosen = held(gpsrBrand)
  const key = chosen ?? held(brand)
  // A brand set through the API that the settings do not hold stays a choice, so what is stored is shown (and warned of).
  const brands = [...Object.keys(byBrand), ...(gpsrBrand.trim() && !chosen ? [gpsrBrand] : [])]
  return (
    <div className="flex flex-col gap-y-2 rounded-lg border border-ui-border-base p-3" id="mx-field-gpsr-input" tabIndex={-1}>
      <Label size="small" weight="plus">
        {t("marketplaceExchange.gpsr.productTitle")}
      </Label>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {t("marketplaceExchange.gpsr.productHint")}
      </Text>
      <Field field="gpsr_brand" label={t("marketplaceExchange.gpsr.fromBrand")} errors={errors}>
        <Select value={gpsrBrand.trim() ? (chosen ?? gpsrBrand) : NONE} onValueChange={(v) => onBrandChange(v === NONE ? "" : v)}>
          <Select.Trigger id="mx-field-gpsr_brand-input" aria-invalid={Boolean(errors.gpsr_brand)}>
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value={NONE}>
              {brand.trim() ? t("marketplaceExchange.gpsr.ownBrandNamed", { brand: brand.trim() }) : t("marketplaceExchange.gpsr.ownBrand")}
            </Select.Item>
            {brands.map((b) => (
              <Select.Item key={b} value={b}>
                {b}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <GpsrFields
        idPrefix="mx-field-gpsr"
        value={gpsrOf(value)}
        placeholder={key ? byBrand[key] : {}}
        onChange={(next) => onChange(JSON.stringify(next))}
      />
      {errors.gpsr && (
        <Text size="xsmall" className="text-ui-fg-error">
          {errors.gpsr}
        </Text>
      )}
    </div>
  )
}
