import { CATALOG, FIELD_NAMES, PROPERTY_NAMES, SETTING_NAMES, type MessageCode, type ParamsOf } from "./catalog"
import { gpsrPartName } from "./catalog/gpsr-part-names"
import type { CatalogEntry, CodedMessage, DateParam, Language, MoneyParam, ParamValue, Text } from "./types"

const entryOf = (code: string): CatalogEntry | undefined => (CATALOG as Record<string, CatalogEntry>)[code]

/** The catalog's language for an admin language code ("de", "deDE", "de-AT" → de); English otherwise. */
export function languageOf(language: string | null | undefined): Language {
  return /^de/i.test(language ?? "") ? "de" : "en"
}

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE" }

const isMoney = (value: ParamValue): value is MoneyParam => typeof value === "object" && value !== null && "currency" in value
const isDate = (value: ParamValue): value is DateParam => typeof value === "object" && value !== null && "at" in value
const isCoded = (value: ParamValue): value is CodedMessage => typeof value === "object" && value !== null && "code" in value

/** Parameters that are sentences of their own and may be left out: a part of a list, what the service said, why. */
const isOptionalSentence = (name: string) => name === "said" || name === "why" || name.endsWith("_part")

const settingName = (key: string, language: Language) =>
  key in SETTING_NAMES ? SETTING_NAMES[key as keyof typeof SETTING_NAMES][language] : key

function formatParam(name: string, value: ParamValue | undefined, language: Language): string {
  // An optional sentence that is not there is nothing, not a dash.
  if ((value === null || value === undefined) && isOptionalSentence(name)) return ""
  if (value === null || value === undefined) return "—"
  if (typeof value === "number") return new Intl.NumberFormat(LOCALES[language]).format(value)
  if (isMoney(value)) {
    const amount = Number(value.amount)
    if (!Number.isFinite(amount)) return `${value.amount} ${value.currency}`
    try {
      return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: value.currency }).format(amount)
    } catch {
      return `${value.amount} ${value.currency}`
    }
  }
  if (isDate(value)) {
    const date = new Date(value.at)
    if (Number.isNaN(date.getTime())) return value.at
    return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date) + " UTC"
  }
  if (isCoded(value)) return renderMessage(value, language) ?? value.code
  if (typeof value !== "string") return String(value)
  if (name === "property" && value in PROPERTY_NAMES) return PROPERTY_NAMES[value as keyof typeof PROPERTY_NAMES][language]
  if (name === "setting") return settingName(value, language)
  if (name === "settings")
    return value
      .split(",")
      .map((key) => settingName(key.trim(), language))
      .join(", ")
  if (name === "field" && value in FIELD_NAMES) return FIELD_NAMES[value as keyof typeof FIELD_NAMES][language]
  if (name === "part") return gpsrPartName(value, language)
  return value
}

function pick(text: Text, params: Record<string, ParamValue>, plural = "count"): string {
  if (typeof text === "string") return text
  return Number(params[plural]) === 1 ? text.one : text.other
}

/** The template with its parameters; an optional sentence that is not there takes one of the spaces around it along. */
const fill = (template: string, params: Record<string, ParamValue>, language: Language) =>
  template.replace(/( ?)\{(\w+)\}( ?)/g, (_, before: string, name: string, after: string) => {
    const text = formatParam(name, params[name], language)
    if (text === "" && isOptionalSentence(name)) return before && after ? " " : ""
    return `${before}${text}${after}`
  })

/** A stored message in a language; null when the code is not in the catalog (an older or newer server's). */
export function renderMessage(message: CodedMessage, language: string | null | undefined): string | null {
  const entry = entryOf(message.code)
  if (!entry) return null
  const lang = languageOf(language)
  const params = message.params ?? {}
  return fill(pick(entry[lang], params, entry.plural), params, lang).trimEnd()
}

/** What the merchant can do about it, in a language; null when the code has no fix (or is unknown). */
export function renderFix(message: CodedMessage, language: string | null | undefined): string | null {
  const entry = entryOf(message.code)
  const fix = entry?.fix
  if (!fix) return null
  const lang = languageOf(language)
  const params = message.params ?? {}
  return fill(pick(fix[lang], params, entry?.plural), params, lang)
}

/** The field of the marketplace fields drawer where a message's fix is made, or null. */
export function fixFieldOf(message: CodedMessage): string | null {
  const at = entryOf(message.code)?.fixAt
  if (!at) return null
  if (at !== "{field}") return at
  const field = message.params?.field
  return typeof field === "string" ? field : null
}

/**
 * A coded message as the server stores it: the code, its parameters, and its English text and
 * fix for the API and the logs. Typed, so a code not in the catalog or a parameter it does not
 * carry does not compile.
 */
export function coded<C extends MessageCode>(
  code: C,
  params: ParamsOf<C>
): { code: C; params: ParamsOf<C>; message: string; fix: string | null } {
  const message = { code, params } as CodedMessage
  return { code, params, message: renderMessage(message, "en")!, fix: renderFix(message, "en") }
}

/** A coded message to store or pass on (an alert's title, a reason inside it), checked against the catalog as `coded` is. */
export const codedMessage = <C extends MessageCode>(code: C, params: ParamsOf<C>): CodedMessage => ({ code, params })

/** A text as the API answers it and the plugin stores it: the English `message` beside its `words`. */
export const spoken = <C extends MessageCode>(code: C, params: ParamsOf<C>): { message: string; words: CodedMessage } => ({
  message: coded(code, params).message,
  words: codedMessage(code, params),
})
