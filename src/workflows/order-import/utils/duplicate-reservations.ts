import { ORDER_METADATA_KEYS } from "../../shared/metadata-keys"

export interface LineReservation {
  id: string
  line_item_id: string | null
  metadata?: Record<string, unknown> | null
}

/**
 * The reservations of a marketplace order that reserve a line a second time: on a line the
 * import reserved (its reservations carry ORDER_METADATA_KEYS.importReservation), any other
 * reservation. That is what Medusa's own "Convert to order" adds to a draft the import made
 * ("import only paid orders"), which already holds its stock. Lines the import did not reserve
 * (orders imported before the mark existed) are left as they are.
 */
export function duplicateReservations(reservations: LineReservation[]): string[] {
  const isImports = (r: LineReservation) => r.metadata?.[ORDER_METADATA_KEYS.importReservation] === true
  const reservedByImport = new Set(reservations.filter(isImports).map((r) => r.line_item_id))
  return reservations.filter((r) => !isImports(r) && reservedByImport.has(r.line_item_id)).map((r) => r.id)
}
