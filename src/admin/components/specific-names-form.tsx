import { Input, Label, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { DEFAULT_SPECIFIC_NAMES, SPECIFIC_ATTRIBUTES, type SpecificAttribute } from "../../modules/marketplace-exchange/types"
import { SettingsView, useSaveConnectionSettings } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { savedWords } from "../lib/resend-words"
import { SectionTitle } from "./section-title"
import { SaveButton } from "./form-parts"

/** Medusa's attribute names in the admin's words (translation keys). */
const ATTRIBUTE_KEYS: Record<SpecificAttribute, string> = {
  material: "marketplaceExchange.specificNames.material",
  weight: "marketplaceExchange.specificNames.weight",
  length: "marketplaceExchange.specificNames.length",
  width: "marketplaceExchange.specificNames.width",
  height: "marketplaceExchange.specificNames.height",
  origin_country: "marketplaceExchange.specificNames.originCountry",
  hs_code: "marketplaceExchange.specificNames.hsCode",
  mid_code: "marketplaceExchange.specificNames.midCode",
}

type Names = Record<SpecificAttribute, string>
const namesOf = (settings: SettingsView): Names =>
  Object.fromEntries(SPECIFIC_ATTRIBUTES.map((a) => [a, settings.specific_names?.[a] ?? ""])) as Names

/**
 * The names Medusa's product attributes go to eBay under as item specifics of a single
 * product. Empty: eBay.de's name (the placeholder); a name of the merchant's replaces it.
 */
export function SpecificNamesForm({ settings }: { settings: SettingsView }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const save = useSaveConnectionSettings()
  const [names, setNames] = useState<Names>(() => namesOf(settings))
  // Taken over again only when the saved names changed: another form's save (a settings refetch) keeps what is typed here.
  const saved = JSON.stringify(settings.specific_names ?? {})
  useEffect(() => setNames(namesOf(settings)), [saved])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = Object.fromEntries(
      SPECIFIC_ATTRIBUTES.map((a) => [a, names[a].trim()]).filter(
        ([a, name]) => name && name !== DEFAULT_SPECIFIC_NAMES[a as SpecificAttribute]
      )
    )
    save.mutate(
      { specific_names: chosen },
      { onSuccess: ({ resend }) => toast.success(savedWords(resend, t)), onError: (e) => toast.error(errorText(e)) }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-specific-names">
      <SectionTitle title={t("marketplaceExchange.specificNames.title")} description={t("marketplaceExchange.specificNames.description")} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-2">
        {SPECIFIC_ATTRIBUTES.map((attribute) => (
          <div key={attribute} className="flex flex-col gap-y-1">
            <Label htmlFor={`mx-specific-name-${attribute}`} size="small">
              {t(ATTRIBUTE_KEYS[attribute])}
            </Label>
            <Input
              id={`mx-specific-name-${attribute}`}
              size="small"
              value={names[attribute]}
              placeholder={DEFAULT_SPECIFIC_NAMES[attribute]}
              onChange={(e) => setNames((n) => ({ ...n, [attribute]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <SaveButton pending={save.isPending} />
    </form>
  )
}
