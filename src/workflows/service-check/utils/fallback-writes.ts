import type { CheckFallbacks, RequestOutcome } from "./record"

/** What the check writes to the run state for the plugin's fallbacks; null where nothing changes. */
export interface FallbackWrites {
  /** A31: the poll's form as a poll that learned it would write it: `separate`, since now, the joined form's answer as the reason. */
  orderFilter: { form: "separate"; since: string; reason: string | null } | null
  /** A43: the account scan reads each product's variations, with the set-level feed's answer as the reason. */
  scanVariationReading: { form: "per_product"; reason: string | null } | null
}

/**
 * The run-state writes the check's fallbacks call for. The poll's form is written only when it
 * becomes `separate` and was not already so on this connection (its first date is kept, as the
 * poll keeps it); a joined form that answers again writes nothing (the poll goes back to it when
 * the connection changes, A31). The scan's reading is written `per_product` when the check
 * found the set-level feed failing and a product's own read answering; the scan records `set`
 * itself when the feed answers it.
 */
export function fallbackWrites(
  fallbacks: CheckFallbacks,
  requests: RequestOutcome[],
  current: { orderFilter: "joined" | "separate" | null; scanVariationReading: "set" | "per_product" | null },
  now: Date
): FallbackWrites {
  const detailOf = (request: RequestOutcome["request"]) => requests.find((r) => r.request === request)?.detail ?? null
  return {
    orderFilter:
      fallbacks.order_filter === "separate" && current.orderFilter !== "separate"
        ? { form: "separate", since: now.toISOString(), reason: detailOf("orders_joined") }
        : null,
    scanVariationReading:
      fallbacks.variation_reading === "per_product" && current.scanVariationReading !== "per_product"
        ? { form: "per_product", reason: detailOf("product_variations") }
        : null,
  }
}
