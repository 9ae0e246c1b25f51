import type { TFunction } from "i18next"
import { formatDateTime } from "./format"
import { type CodedText, type CodedWords, messageWords, wordsOr } from "./message-words"

/**
 * The plugin's states in the merchant's words, not the protocol's: translation keys
 * (src/admin/i18n), resolved with `t` at render, so they follow the admin's language.
 */

type Color = "green" | "orange" | "red" | "grey" | "blue"

export const PRODUCT_STATUS: Record<string, { labelKey: string; color: Color; hintKey: string }> = {
  not_synced: {
    labelKey: "marketplaceExchange.productStatus.not_synced.label",
    color: "grey",
    hintKey: "marketplaceExchange.productStatus.not_synced.hint",
  },
  pending: {
    labelKey: "marketplaceExchange.productStatus.pending.label",
    color: "blue",
    hintKey: "marketplaceExchange.productStatus.pending.hint",
  },
  synced: {
    labelKey: "marketplaceExchange.productStatus.synced.label",
    color: "green",
    hintKey: "marketplaceExchange.productStatus.synced.hint",
  },
  attention: {
    labelKey: "marketplaceExchange.productStatus.attention.label",
    color: "orange",
    hintKey: "marketplaceExchange.productStatus.attention.hint",
  },
  parked: {
    labelKey: "marketplaceExchange.productStatus.parked.label",
    color: "orange",
    hintKey: "marketplaceExchange.productStatus.parked.hint",
  },
  failed: {
    labelKey: "marketplaceExchange.productStatus.failed.label",
    color: "red",
    hintKey: "marketplaceExchange.productStatus.failed.hint",
  },
  removed: {
    labelKey: "marketplaceExchange.productStatus.removed.label",
    color: "grey",
    hintKey: "marketplaceExchange.productStatus.removed.hint",
  },
  gone_at_service: {
    labelKey: "marketplaceExchange.productStatus.gone_at_service.label",
    color: "red",
    hintKey: "marketplaceExchange.productStatus.gone_at_service.hint",
  },
}

export const ORDER_STATE: Record<string, { labelKey: string; color: Color }> = {
  claimed: { labelKey: "marketplaceExchange.orderState.claimed", color: "blue" },
  created: { labelKey: "marketplaceExchange.orderState.created", color: "blue" },
  completed: { labelKey: "marketplaceExchange.orderState.completed", color: "green" },
  parked: { labelKey: "marketplaceExchange.orderState.parked", color: "orange" },
  closed: { labelKey: "marketplaceExchange.orderState.closed", color: "grey" },
  dismissed: { labelKey: "marketplaceExchange.orderState.dismissed", color: "grey" },
}

/** Why an order's ledger row is closed, as translation keys; an unknown reason is shown as it is. */
export const ORDER_CLOSED_REASON_KEYS: Record<string, string> = {
  gone_at_service: "marketplaceExchange.orderClosedReason.gone_at_service",
}

/** Why an order is closed, in words. */
export function closedReasonWords(reason: string | null, t: TFunction): string {
  const key = ORDER_CLOSED_REASON_KEYS[reason ?? ""]
  return key ? t(key) : (reason ?? "—")
}

/**
 * Why an order waits (its park reasons, coded, in the admin's language with what to do), was
 * closed, or who dismissed it when and why (the reason in the merchant's own words); "—" for the others.
 */
export function orderWhyWords(
  row: {
    state: string
    reasons: CodedText[]
    last_error: string | null
    last_error_words?: CodedWords
    closed_reason?: string | null
    dismissed?: { by: string | null; by_email: string | null; reason: string; at: string } | null
  },
  t: TFunction,
  language: string
): string {
  if (row.state === "parked")
    return (
      row.reasons
        .map((r) => messageWords(r, language))
        .map((r) => [r.message, r.fix].filter(Boolean).join(" "))
        .join(" · ") ||
      wordsOr(row.last_error_words, row.last_error, language) ||
      "—"
    )
  if (row.state === "dismissed" && row.dismissed)
    return t("marketplaceExchange.tables.dismissedBy", {
      who: row.dismissed.by_email ?? row.dismissed.by ?? "—",
      date: formatDateTime(row.dismissed.at, language),
      reason: row.dismissed.reason,
    })
  return row.state === "closed" ? closedReasonWords(row.closed_reason ?? null, t) : "—"
}

/** The marketplace's shipping status numbers (spec 4.3) as translation keys. */
export const SHIPPING_STATUS_KEYS: Record<number, string> = {
  0: "marketplaceExchange.shippingStatus.notShipped",
  1: "marketplaceExchange.shippingStatus.shipped",
  2: "marketplaceExchange.shippingStatus.delivered",
}

/** A shipping status number in words; a number the plugin does not know is shown as it is. */
export function shippingStatusWords(value: number | null, t: TFunction): string {
  const key = SHIPPING_STATUS_KEYS[value ?? -1]
  return key ? t(key) : String(value)
}

/** A history line's action in words (GetSalesOrderHistory, spec 4.3); other actions are the service's own words. */
export function historyActionWords(action: string | null, value: number | null, t: TFunction): string {
  if (action === "MarkedAsPaid") return t("marketplaceExchange.history.markedAsPaid")
  if (action === "Versandstatus") return t("marketplaceExchange.history.shippingStatusSent", { status: shippingStatusWords(value, t) })
  return action ? `${action}${value === null ? "" : `: ${value}`}` : t("marketplaceExchange.history.note")
}

export function ageWords(seconds: number | null, t: TFunction): string {
  if (seconds === null) return t("marketplaceExchange.age.never")
  if (seconds < 90) return t("marketplaceExchange.age.seconds", { value: seconds })
  if (seconds < 90 * 60) return t("marketplaceExchange.age.minutes", { value: Math.round(seconds / 60) })
  if (seconds < 36 * 3600) return t("marketplaceExchange.age.hours", { value: Math.round(seconds / 3600) })
  return t("marketplaceExchange.age.days", { value: Math.round(seconds / 86400) })
}
