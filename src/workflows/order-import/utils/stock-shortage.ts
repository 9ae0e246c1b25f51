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

/** One account's side of a retry: its orders waiting for stock, oldest first, and what its channel's locations hold. */
export interface AccountWaitingOrders {
  accountId: string
  waiting: WaitingOrder[]
  stock: Record<string, VariantStock>
  /** The stock locations of the account's channel: accounts whose channels share one draw from one pool. */
  locationIds: string[]
}

/**
 * Which waiting orders to try again now that stock moved for `changed` variants, over every
 * account at once: oldest first whatever the account, each whose every short item its channel
 * now has enough of. What an order takes is counted off for the later ones of its own account and
 * of every account whose channel shares a location with its own (one stock pool), so the last
 * units go to the first buyer and an order that would only park again is not tried. An order
 * already reopened (its import under way, as an earlier stock change chose it) is first in line
 * and not chosen again: the stock it was chosen for is not offered to a second buyer meanwhile.
 * An order whose reason names no SKU is tried when one of its variants moved (a row parked before
 * reasons named them: with any change, once; it then names them). Answers each account's orders
 * to try, in the accounts' order.
 */
export function ordersToRetry(accounts: AccountWaitingOrders[], changed: string[]): Array<{ accountId: string; orders: WaitingOrder[] }> {
  const moved = new Set(changed)
  const left = accounts.map((account) => new Map(Object.entries(account.stock).map(([id, s]) => [id, Math.max(0, s.available)])))
  const sharing = accounts.map((account) =>
    accounts.flatMap((other, j) => (other === account || other.locationIds.some((l) => account.locationIds.includes(l)) ? [j] : []))
  )
  const take = (a: number, needs: Array<{ variant: string; ordered: number }>) => {
    for (const j of sharing[a]) for (const n of needs) left[j].set(n.variant, (left[j].get(n.variant) ?? 0) - n.ordered)
  }
  const inLine = accounts
    .flatMap((account, a) => account.waiting.map((order, position) => ({ order, a, position })))
    .sort(
      (x, y) =>
        Number(Boolean(y.order.reopened)) - Number(Boolean(x.order.reopened)) ||
        timeOf(x.order) - timeOf(y.order) ||
        (x.a === y.a ? x.position - y.position : x.a - y.a)
    )
  const chosen = accounts.map(() => [] as WaitingOrder[])
  for (const { order, a } of inLine) {
    const needs = order.reasons
      .filter((r) => r.variant_id)
      .map((r) => ({ variant: r.variant_id!, ordered: Number(r.params?.ordered ?? 1) }))
    if (order.reopened) {
      take(a, needs)
      continue
    }
    if (!needs.length) {
      const variants = order.reasons.flatMap((r) => r.variant_ids ?? [])
      if (variants.length ? variants.some((v) => moved.has(v)) : moved.size) chosen[a].push(order)
      continue
    }
    if (!needs.some((n) => moved.has(n.variant))) continue
    if (!needs.every((n) => (left[a].get(n.variant) ?? 0) >= n.ordered)) continue
    take(a, needs)
    chosen[a].push(order)
  }
  return accounts.map((account, a) => ({ accountId: account.accountId, orders: chosen[a] }))
}

/** When a waiting order came in, for the one line over every account (one without a time goes first, in its account's order). */
const timeOf = (order: WaitingOrder): number => (order.created_at ? new Date(order.created_at).getTime() || 0 : 0)
