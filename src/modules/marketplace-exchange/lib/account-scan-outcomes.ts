/** What the move-in plan does with a product (issue 31): link it, create it, ask the merchant, or leave it at the service. */
export const SCAN_OUTCOMES = ["link", "create", "conflict", "only_at_service"] as const
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number]
