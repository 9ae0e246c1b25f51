/** What the move-in plan does with a product: link it, create it, ask the merchant, or leave it at the service. */
export const SCAN_OUTCOMES = ["link", "create", "conflict", "only_at_service"] as const
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number]

/** The merchant's word on a plan line when applying it: link (to a product), create, skip. */
export const SCAN_OVERRIDES = ["link", "create", "skip"] as const
export type ScanOverride = (typeof SCAN_OVERRIDES)[number]

/**
 * What an applied plan decided for one Medusa product (the sync state's `move_in`): its
 * listing at the service is linked and read as its snapshot on its next run (never created),
 * or its create waits for a new scan (skipped, or a conflict left undecided), or the listing
 * it keeps gets our ForeignIds on its next run (the old connector is switched off).
 */
export type MoveInMark =
  | { link: { remote_product_id: string; keep_foreign_ids: boolean; scan_id: string } }
  | { held: "skipped" | "conflict"; scan_id: string }
  /** A listing linked while the old connector ran: its next run writes our ForeignIds. */
  | { take_over: true; scan_id: string }
