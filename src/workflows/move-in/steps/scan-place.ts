import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { TaskClaim } from "../../../modules/marketplace-exchange/types"

/** Where a scan's task stands (kept in its payload): the phase, and the next page of that phase's feed. */
export interface ScanPlace {
  claim: TaskClaim
  scanId: string
  /** The settings as the task read them, once: the client and the channel come from them. */
  settings: SettingsSnapshot
  phase: "products" | "variations" | "matching"
  /**
   * The next page to read (the service's next link, A21); null: the feed's first page. Reading
   * the variations per product (`reading`), the scan item after which to go on.
   */
  next: string | null
  /** The variations are read per variation set (A53): the set-level feed was refused on this connection. */
  reading?: "per_product"
  /** The task was taken over by another worker: this run stops. */
  lost?: boolean
}
