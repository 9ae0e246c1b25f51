/** The plugin's states in the merchant's words, not the protocol's. */

type Color = "green" | "orange" | "red" | "grey" | "blue"

export const PRODUCT_STATUS: Record<string, { label: string; color: Color; hint: string }> = {
  not_synced: {
    label: "Not on the marketplace",
    color: "grey",
    hint: "This product has not been sent. It is sent when it is published in the marketplace's sales channel.",
  },
  pending: { label: "Sending…", color: "blue", hint: "The product is waiting to be sent; this takes seconds." },
  synced: { label: "Up to date", color: "green", hint: "The marketplace has this product as it is in the store." },
  attention: {
    label: "Needs attention",
    color: "orange",
    hint: "Listed, and its stock and price are kept live. The parts below are held back until they are fixed.",
  },
  parked: {
    label: "Not listed",
    color: "orange",
    hint: "The product cannot be created on the marketplace until the problems below are fixed.",
  },
  failed: {
    label: "Sending stopped",
    color: "red",
    hint: "The exchange service could not be reached or the connection settings are wrong; it is tried again by itself.",
  },
  removed: {
    label: "Removed from the marketplace",
    color: "grey",
    hint: "It left the marketplace's sales channel, was unpublished or deleted.",
  },
}

export const ORDER_STATE: Record<string, { label: string; color: Color }> = {
  claimed: { label: "Importing", color: "blue" },
  created: { label: "Created, confirming to the marketplace", color: "blue" },
  completed: { label: "Imported", color: "green" },
  parked: { label: "Waiting for you", color: "orange" },
}

export const SHIPPING_STATUS_WORDS: Record<number, string> = { 0: "not shipped", 1: "shipped", 2: "delivered" }

/** A history line's action in words (GetSalesOrderHistory, spec 4.3). */
export function historyActionWords(action: string | null, value: number | null): string {
  if (action === "MarkedAsPaid") return "Marked as paid on the marketplace"
  if (action === "Versandstatus") return `Shipping status sent: ${SHIPPING_STATUS_WORDS[value ?? -1] ?? value}`
  return action ? `${action}${value === null ? "" : `: ${value}`}` : "Note"
}

export function ageWords(seconds: number | null): string {
  if (seconds === null) return "never"
  if (seconds < 90) return `${seconds} s ago`
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min ago`
  if (seconds < 36 * 3600) return `${Math.round(seconds / 3600)} h ago`
  return `${Math.round(seconds / 86400)} days ago`
}

export function dateWords(value: string | Date | null): string {
  return value ? new Date(value).toLocaleString() : "—"
}
