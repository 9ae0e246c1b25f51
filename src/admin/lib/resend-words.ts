import type { TFunction } from "i18next"

/** Why listed products are sent again (the settings route's `resend.reasons`) in words (translation keys); another is shown as it is. */
const RESEND_KEYS: Record<string, string> = {
  stock_buffer: "marketplaceExchange.syncSettings.resend.stock",
  max_quantity: "marketplaceExchange.syncSettings.resend.stock",
  region: "marketplaceExchange.syncSettings.resend.prices",
  strike_price: "marketplaceExchange.syncSettings.resend.strikePrices",
  stock_price_on: "marketplaceExchange.syncSettings.resend.stockAndPrices",
  price_rule: "marketplaceExchange.syncSettings.resend.priceRule",
  gpsr: "marketplaceExchange.syncSettings.resend.gpsr",
}

/** What a save of the settings did: saved, or saved and the listed products' stock or prices sent again (how many). */
export function savedWords(resend: { queued: number; reasons: string[] } | null | undefined, t: TFunction): string {
  if (!resend) return t("marketplaceExchange.syncSettings.saved")
  // The buffer and the cap changed together are one word ("stock"), said once.
  const what = [...new Set(resend.reasons.map((r) => (RESEND_KEYS[r] ? t(RESEND_KEYS[r]) : r)))].join(
    ` ${t("marketplaceExchange.syncSettings.resend.and")} `
  )
  return t("marketplaceExchange.syncSettings.savedResend", { what, count: resend.queued })
}
