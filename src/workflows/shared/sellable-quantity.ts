/** The service's StockAmount range (service-facts: 0 to 999). */
export const MAX_STOCK_AMOUNT = 999

export interface InventoryLink {
  required_quantity: number
  inventory?: {
    location_levels?: Array<{ location_id: string; stocked_quantity: number; reserved_quantity: number }> | null
  } | null
}

/** One stock location's part of a variant's stock: units stocked there, and of them reserved. */
export interface LocationStock {
  location_id: string
  stocked: number
  reserved: number
}

/**
 * The quantity an account offers per variant as a sum, each part apart, so the product box says
 * the very sum that was pushed: `available` (stocked − reserved over the channel's stock
 * locations, per unit of the variant) − `kept_back` (stock_buffer) − `owed` (to held marketplace
 * orders) = `sum`; then at most `at_most` (max_quantity, or the service's limit) is `offered`.
 */
export interface OfferedQuantity {
  /** False: Medusa does not track the variant's stock, so the service's most counts as available. */
  managed: boolean
  /** The deciding inventory item's levels at the channel's locations (of a kit, its scarcest item). */
  locations: LocationStock[]
  /** Units of that item one unit of the variant takes (2 for a pair of a kit). */
  per_unit: number
  available: number
  kept_back: number
  owed: number
  /** stock_buffer and owed units off, never below 0. */
  sum: number
  /** The setting max_quantity; null: no cap. */
  cap: number | null
  /** What limited the sum (the cap, or the service's MAX_STOCK_AMOUNT); null: the sum is offered whole. */
  at_most: number | null
  offered: number
}

/**
 * What an account offers of a variant: stocked − reserved over its channel's stock locations, per
 * inventory item divided by the quantity a variant needs of it, the scarcest item deciding; minus
 * the buffer and what held marketplace orders are owed; then at most `max_quantity` (0: no cap),
 * and never above the service's limit. Reservations count at once, so stock sold in the store is
 * off the marketplace before the order ships. The cap limits what is offered only: what an order
 * can reserve (reservableQuantity) never sees it.
 */
export function offeredQuantity(
  variant: { manage_inventory?: boolean | null; inventory_items?: InventoryLink[] | null },
  locationIds: string[],
  settings: { stock_buffer: number; max_quantity: number },
  owed = 0
): OfferedQuantity {
  const managed = variant.manage_inventory !== false
  const deciding = managed ? scarcestItem(variant.inventory_items ?? [], locationIds) : null
  const available = managed ? (deciding?.available ?? 0) : MAX_STOCK_AMOUNT
  const kept_back = Math.max(0, Math.floor(settings.stock_buffer))
  const sum = Math.max(0, available - kept_back - Math.max(0, owed))
  const cap = settings.max_quantity > 0 ? Math.floor(settings.max_quantity) : null
  const limit = Math.min(MAX_STOCK_AMOUNT, cap ?? MAX_STOCK_AMOUNT)
  return {
    managed,
    locations: deciding?.locations ?? [],
    per_unit: deciding?.per_unit ?? 1,
    available,
    kept_back,
    owed: Math.max(0, owed),
    sum,
    cap,
    at_most: sum > limit ? limit : null,
    offered: Math.min(sum, limit),
  }
}

/** Of a variant's inventory items, the one that makes the fewest units of it at these locations. */
function scarcestItem(items: InventoryLink[], locationIds: string[]) {
  let scarcest: { locations: LocationStock[]; per_unit: number; available: number } | null = null
  for (const link of items) {
    const locations = (link.inventory?.location_levels ?? [])
      .filter((level) => locationIds.includes(level.location_id))
      .map((level) => ({
        location_id: level.location_id,
        stocked: Number(level.stocked_quantity),
        reserved: Number(level.reserved_quantity),
      }))
    const per_unit = Math.max(1, Number(link.required_quantity) || 1)
    const available = Math.floor(locations.reduce((sum, l) => sum + l.stocked - l.reserved, 0) / per_unit)
    if (!scarcest || available < scarcest.available) scarcest = { locations, per_unit, available }
  }
  return scarcest
}

/** What an unmanaged variant can always reserve. */
export const UNLIMITED = 1_000_000_000

/**
 * What one order could reserve of a variant now, as Medusa reserves it (order-import's
 * plan-reservations.ts): each inventory item whole at one location of the channel, so 2 at A and
 * 2 at B hold an order of 2, not of 3. Used to say what a held order misses and when to try it
 * again; the buffer does not apply, the marketplace sold it already.
 */
export function reservableQuantity(
  variant: { manage_inventory?: boolean | null; inventory_items?: InventoryLink[] | null },
  locationIds: string[]
): number {
  if (variant.manage_inventory === false) return UNLIMITED
  const items = variant.inventory_items ?? []
  if (!items.length) return 0
  const perItem = items.map((link) => {
    const atBest = Math.max(
      0,
      ...(link.inventory?.location_levels ?? [])
        .filter((level) => locationIds.includes(level.location_id))
        .map((level) => Number(level.stocked_quantity) - Number(level.reserved_quantity))
    )
    return Math.floor(atBest / Math.max(1, Number(link.required_quantity) || 1))
  })
  return Math.max(0, Math.min(...perItem))
}
