/** A line of a created order, with what its variant needs from inventory. */
export interface ReservableLine {
  line_item_id: string
  quantity: number
  manage_inventory: boolean
  /** Each inventory item of the variant (a kit has several) with its stock per location. */
  inventory: Array<{
    inventory_item_id: string
    required_quantity: number
    levels: Array<{ location_id: string; available: number }>
  }>
}

export interface PlannedReservation {
  line_item_id: string
  inventory_item_id: string
  location_id: string
  quantity: number
}

/**
 * Where to reserve a marketplace order's stock: for each inventory item, a location of the
 * marketplace channel that has all of it, else the channel location with the most. Only
 * managed inventory is reserved. Reserving makes the store's stock (and so the quantity the
 * plugin pushes) drop exactly by what the marketplace sold.
 */
export function planReservations(lines: ReservableLine[], channelLocationIds: string[]): PlannedReservation[] {
  const channel = new Set(channelLocationIds)
  const planned: PlannedReservation[] = []
  // Several lines can draw on one item at one location: count what this order already took.
  const taken = new Map<string, number>()
  for (const line of lines) {
    if (!line.manage_inventory) continue
    for (const item of line.inventory) {
      const quantity = line.quantity * item.required_quantity
      const candidates = item.levels
        .filter((level) => channel.has(level.location_id))
        .map((level) => ({ ...level, available: level.available - (taken.get(`${item.inventory_item_id}@${level.location_id}`) ?? 0) }))
      if (!candidates.length) continue
      const enough = candidates.find((level) => level.available >= quantity)
      const location = enough ?? candidates.reduce((best, level) => (level.available > best.available ? level : best))
      const key = `${item.inventory_item_id}@${location.location_id}`
      taken.set(key, (taken.get(key) ?? 0) + quantity)
      planned.push({
        line_item_id: line.line_item_id,
        inventory_item_id: item.inventory_item_id,
        location_id: location.location_id,
        quantity,
      })
    }
  }
  return planned
}
