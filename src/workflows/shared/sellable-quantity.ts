/** The service's StockAmount range (service-facts: 0 to 999). */
export const MAX_STOCK_AMOUNT = 999

export interface InventoryLink {
  required_quantity: number
  inventory?: {
    location_levels?: Array<{ location_id: string; stocked_quantity: number; reserved_quantity: number }> | null
  } | null
}

/**
 * Sellable = stocked - reserved over the marketplace channel's stock locations, per inventory
 * item divided by the quantity a variant needs of it, the scarcest item deciding; minus the
 * buffer; never below 0 nor above the service's limit. Reservations count at once, so stock
 * sold in the store is off the marketplace before the order ships.
 */
export function sellableQuantity(
  variant: { manage_inventory?: boolean | null; inventory_items?: InventoryLink[] | null },
  locationIds: string[],
  buffer: number
): number {
  if (variant.manage_inventory === false) return clamp(MAX_STOCK_AMOUNT - buffer)
  const items = variant.inventory_items ?? []
  if (!items.length) return 0
  const perItem = items.map((link) => {
    const available = (link.inventory?.location_levels ?? [])
      .filter((level) => locationIds.includes(level.location_id))
      .reduce((sum, level) => sum + Number(level.stocked_quantity) - Number(level.reserved_quantity), 0)
    return Math.floor(available / Math.max(1, Number(link.required_quantity) || 1))
  })
  return clamp(Math.min(...perItem) - buffer)
}

const clamp = (n: number) => Math.max(0, Math.min(MAX_STOCK_AMOUNT, Math.floor(n)))

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
