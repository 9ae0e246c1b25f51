/**
 * Dates and money in the admin's language: pass `i18n.language` from react-i18next's
 * `useTranslation()` (the dashboard's own i18next instance, switched under Profile → Language).
 * Pure, so it is tested beside the other helpers (lib/__tests__).
 */

/** What an empty date or amount shows. */
const NOTHING = "—"

/**
 * The dashboard's language codes ("en", "de", "enGB", "ptBR", "zhCN") as BCP 47 tags for
 * Intl ("en-GB", "pt-BR", "zh-CN"); a code Intl does not take falls back to English.
 */
export function intlLocale(language: string | null | undefined): string {
  const tag = (language ?? "").trim().replace(/^([a-z]{2,3})([A-Z]{2})$/, "$1-$2")
  if (!tag) return "en"
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? "en"
  } catch {
    return "en"
  }
}

/** A date and time, to the second, as the language writes it ("Jan 2, 2025, 3:04:05 PM", "02.01.2025, 15:04:05"). */
export function formatDateTime(value: string | Date | null | undefined, language: string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === "") return NOTHING
  const date = new Date(value)
  // Shown as it came rather than hidden: a value the browser cannot read is still worth seeing.
  if (Number.isNaN(date.getTime())) return String(value)
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "medium", timeZone }).format(date)
}

/**
 * An amount (a number or a decimal string such as "39.90", as the API sends it) with its
 * currency ("€39.90", "39,90 €"); without a currency, two decimals in the language's way
 * ("39.90", "39,90"). Anything that is not a number is shown as it came.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  language: string | null | undefined
): string {
  if (amount === null || amount === undefined || amount === "") return NOTHING
  const value = typeof amount === "number" ? amount : Number(amount.trim())
  if (!Number.isFinite(value)) return String(amount)
  const locale = intlLocale(language)
  const code = currency?.trim().toUpperCase()
  if (code) {
    try {
      return new Intl.NumberFormat(locale, { style: "currency", currency: code }).format(value)
    } catch {
      // Not an ISO 4217 code Intl knows: the number, then the code as it is.
      return `${formatDecimal(value, locale)} ${code}`
    }
  }
  return formatDecimal(value, locale)
}

const formatDecimal = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
