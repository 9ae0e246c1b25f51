import type { OrderWaitingForStock } from "../../../modules/marketplace-exchange/types"
import { parkReason, type ParkReason } from "./park-reason"

/** A variant's SKU and what the marketplace channel's locations have of it now. */
export interface VariantStock {
  sku: string | null
  available: number
}

/**
 * Why an order Medusa refused for stock waits, item by item: the SKU, how many were
 * ordered (an order may list one variant twice), how many the channel has, and how many are
 * missing (at one location, as Medusa reserves: read-variant-stock.ts). Each reason names its
 * variant, so stock arriving for it tries the order again. When every item has enough now (stock
 * arrived between the refusal and this look), one reason says so without a SKU, naming the
 * order's variants: the next stock change of one of them, or Retry, tries it again.
 */
export function stockShortage(items: Array<{ variant_id: string; quantity: number }>, stock: Record<string, VariantStock>): ParkReason[] {
  const ordered = new Map<string, number>()
  for (const item of items) ordered.set(item.variant_id, (ordered.get(item.variant_id) ?? 0) + item.quantity)
  const reasons: ParkReason[] = []
  for (const [variantId, quantity] of ordered) {
    const known = stock[variantId]
    const available = Math.max(0, known?.available ?? 0)
    if (available >= quantity) continue
    const sku = known?.sku ?? variantId
    reasons.push(parkReason("order.not_enough_stock", { sku, missing: quantity - available, ordered: quantity, available }, variantId))
  }
  return reasons.length ? reasons : [{ ...parkReason("order.not_enough_stock_unnamed", {}), variant_ids: [...ordered.keys()] }]
}

/** The variants a waiting order's stock reasons name (a named shortage's, or those of one without a SKU). */
export const stockVariantsOf = (
  reasons: Array<{ code: string; variant_id?: string; variant_ids?: string[] }> | null | undefined
): string[] =>
  Array.isArray(reasons)
    ? [
        ...new Set(
          reasons
            .filter((r) => r.code === "order.not_enough_stock" || r.code === "order.not_enough_stock_unnamed")
            .flatMap((r) => (r.variant_id ? [r.variant_id] : (r.variant_ids ?? [])))
        ),
      ]
    : []

/** An order waiting for stock, as the ledger lists it (oldest first). */
export type WaitingOrder = OrderWaitingForStock

/**
 * Which waiting orders to try again now that stock moved for `changed` variants: oldest first,
 * each whose every short item the channel now has enough of, the stock an earlier order takes
 * counted off for the later ones, so the last units go to the first buyer and an order that
 * would only park again is not tried. An order whose reason names no SKU is tried when one of its
 * variants moved (a row parked before reasons named them: with any change, once; it then names them).
 */
export function ordersToRetry(waiting: WaitingOrder[], changed: string[], stock: Record<string, VariantStock>): WaitingOrder[] {
  const moved = new Set(changed)
  const left = new Map(Object.entries(stock).map(([id, s]) => [id, Math.max(0, s.available)]))
  const chosen: WaitingOrder[] = []
  for (const order of waiting) {
    const needs = order.reasons
      .filter((r) => r.variant_id)
      .map((r) => ({ variant: r.variant_id!, ordered: Number(r.params?.ordered ?? 1) }))
    if (!needs.length) {
      const variants = order.reasons.flatMap((r) => r.variant_ids ?? [])
      if (variants.length ? variants.some((v) => moved.has(v)) : moved.size) chosen.push(order)
      continue
    }
    if (!needs.some((n) => moved.has(n.variant))) continue
    if (!needs.every((n) => (left.get(n.variant) ?? 0) >= n.ordered)) continue
    for (const n of needs) left.set(n.variant, (left.get(n.variant) ?? 0) - n.ordered)
    chosen.push(order)
  }
  return chosen
}
