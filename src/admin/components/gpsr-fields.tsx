import { Hint, Input, Label, Text, Textarea } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { renderMessage } from "../../messages"
import { firstGpsrProblem, gpsrProblems } from "../../workflows/product-sync/utils/gpsr-check"

/** GPSR data as the API takes it (api/.../gpsr-body.ts); the form keeps every value as text. */
export type GpsrParty = Partial<Record<(typeof PARTY_FIELDS)[number], string>>
export type GpsrForm = {
  manufacturer?: GpsrParty
  responsible_person?: GpsrParty
  safety_information?: string
  safety_documents?: string[]
  /** Kept as they are (set through the API; the form has no fields for them yet). */
  product_identifiers?: Record<string, string>
}

const PARTY_FIELDS = ["name", "street", "postal_code", "city", "country", "email", "url"] as const
const PARTY_KEYS: Record<(typeof PARTY_FIELDS)[number], string> = {
  name: "marketplaceExchange.gpsr.name",
  street: "marketplaceExchange.gpsr.street",
  postal_code: "marketplaceExchange.gpsr.postalCode",
  city: "marketplaceExchange.gpsr.city",
  country: "marketplaceExchange.gpsr.country",
  email: "marketplaceExchange.gpsr.email",
  url: "marketplaceExchange.gpsr.url",
}
const PARTIES = [
  ["manufacturer", "marketplaceExchange.gpsr.manufacturer"],
  ["responsible_person", "marketplaceExchange.gpsr.responsiblePerson"],
] as const

/**
 * The refusal the server would answer for the data's first wrong value (gpsr-check.ts), in the
 * admin's language, naming the brand when it is a brand's; null when the data may be saved.
 */
export function gpsrRefusal(data: GpsrForm, language: string, brand?: string): string | null {
  const wrong = firstGpsrProblem(data)
  if (!wrong) return null
  const message = brand
    ? renderMessage({ code: "refusal.gpsr.brand_invalid", params: { brand, ...wrong } }, language)
    : renderMessage({ code: "refusal.gpsr.invalid", params: wrong }, language)
  return message ?? wrong.part
}

/** The data without empty values: what a save sends (an empty party or list is left out). */
export function gpsrBody(form: GpsrForm): GpsrForm {
  const party = (p?: GpsrParty) => {
    const kept = Object.fromEntries(
      Object.entries(p ?? {})
        .filter(([, v]) => v?.trim())
        .map(([k, v]) => [k, v!.trim()])
    )
    return Object.keys(kept).length ? kept : undefined
  }
  const documents = (form.safety_documents ?? []).map((u) => u.trim()).filter(Boolean)
  return {
    ...(party(form.manufacturer) ? { manufacturer: party(form.manufacturer) } : {}),
    ...(party(form.responsible_person) ? { responsible_person: party(form.responsible_person) } : {}),
    ...(form.safety_information?.trim() ? { safety_information: form.safety_information.trim() } : {}),
    ...(documents.length ? { safety_documents: documents } : {}),
    ...(form.product_identifiers && Object.keys(form.product_identifiers).length ? { product_identifiers: form.product_identifiers } : {}),
  }
}

/**
 * The EU product safety data (GPSR) eBay asks of every listing: the manufacturer, the EU
 * responsible person (when the manufacturer is outside the EU), safety information and up to five
 * documents. One form for a brand (settings) and a product (its marketplace fields); `placeholder`
 * shows what applies when a field is left empty (the brand's value under a product).
 */
export function GpsrFields({
  value,
  onChange,
  idPrefix,
  placeholder = {},
}: {
  value: GpsrForm
  onChange: (next: GpsrForm) => void
  idPrefix: string
  placeholder?: GpsrForm
}) {
  const { t, i18n } = useTranslation()
  // Checked as typed, by the rule the server refuses with (gpsr-check.ts): each wrong value says what to enter under it.
  const problems = gpsrProblems(value)
  const problem = (part: string) =>
    problems[part] ? (
      <Hint variant="error" data-testid={`${idPrefix}-problem-${part}`}>
        {renderMessage(problems[part], i18n.language)}
      </Hint>
    ) : null
  const setParty = (party: "manufacturer" | "responsible_person", field: (typeof PARTY_FIELDS)[number], text: string) =>
    onChange({ ...value, [party]: { ...value[party], [field]: text } })
  return (
    <div className="flex flex-col gap-y-3" data-testid={`${idPrefix}-gpsr`}>
      {PARTIES.map(([party, label]) => (
        <div key={party} className="flex flex-col gap-y-2">
          <Label size="small" weight="plus">
            {t(label)}
          </Label>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2">
            {PARTY_FIELDS.map((field) => (
              <div key={field} className="flex flex-col gap-y-1">
                <Label htmlFor={`${idPrefix}-${party}-${field}`} size="xsmall">
                  {t(PARTY_KEYS[field])}
                </Label>
                <Input
                  id={`${idPrefix}-${party}-${field}`}
                  size="small"
                  value={value[party]?.[field] ?? ""}
                  placeholder={placeholder[party]?.[field] ?? ""}
                  aria-invalid={Boolean(problems[`${party}.${field}`])}
                  onChange={(e) => setParty(party, field, e.target.value)}
                />
                {problem(`${party}.${field}`)}
              </div>
            ))}
          </div>
        </div>
      ))}
      <div className="flex flex-col gap-y-1">
        <Label htmlFor={`${idPrefix}-safety-information`} size="small" weight="plus">
          {t("marketplaceExchange.gpsr.safetyInformation")}
        </Label>
        <Textarea
          id={`${idPrefix}-safety-information`}
          value={value.safety_information ?? ""}
          placeholder={placeholder.safety_information ?? ""}
          aria-invalid={Boolean(problems.safety_information)}
          onChange={(e) => onChange({ ...value, safety_information: e.target.value })}
        />
        {problem("safety_information")}
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor={`${idPrefix}-safety-documents`} size="small" weight="plus">
          {t("marketplaceExchange.gpsr.documents")}
        </Label>
        <Textarea
          id={`${idPrefix}-safety-documents`}
          rows={2}
          value={(value.safety_documents ?? []).join("\n")}
          placeholder={(placeholder.safety_documents ?? []).join("\n")}
          aria-invalid={Boolean(problems.safety_documents)}
          onChange={(e) => onChange({ ...value, safety_documents: e.target.value.split("\n") })}
        />
        {problem("safety_documents")}
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.gpsr.documentsHint")}
        </Text>
      </div>
    </div>
  )
}
