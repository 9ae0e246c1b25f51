import type { ExchangeClient } from "../../../client"
import type { DesiredProduct } from "../utils/map-product"
import { HoldBack, planContent } from "../utils/plan-content"
import type { KeyedWrite, Refusal } from "../utils/refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"
import { PendingCreates, resolvePendingCreates } from "./resolve-pending-creates"
import { runContentWrites } from "./run-content-writes"
import { serialSaves } from "./serial-saves"

/**
 * An intent older than this when its POST leaves is dated again by that send: well within the
 * slack of PENDING_CREATE_MS over the client's timeout, and rare enough that a record made
 * while holding a place among the requests in flight stays the exception.
 */
const INTENT_STALE_MS = 5_000

export interface ContentSent {
  refusals: Refusal[]
  heldBack: KeyedWrite[]
  createBlocked: boolean
  sent: number
}

/**
 * The content lane against the service: settle creates an earlier run left without an outcome,
 * plan what differs, and send it, with each product or variation create on record as an intent
 * before it begins (dated again as its POST leaves after a long wait: PENDING_CREATE_MS counts
 * from the last send), and each write's outcome the moment it returns (`saveState` persists the
 * snapshot and the intents; the lanes' calls to it are serialized and coalesced). A crash at any
 * point leaves enough on record that the next run creates nothing twice.
 */
export async function sendContent(
  client: ExchangeClient,
  desired: DesiredProduct,
  holder: { snapshot: ProductSnapshot | null; pending: PendingCreates },
  holdBack: HoldBack,
  saveState: () => Promise<void>,
  now: () => Date = () => new Date(),
  /** Before the product's create: throws when it may not go (an applied move-in linked the product meanwhile). */
  fenceCreate: () => Promise<void> = async () => undefined
): Promise<ContentSent> {
  const record = serialSaves(saveState)
  if (Object.keys(holder.pending).length) {
    holder.pending = await resolvePendingCreates(client, desired, holder, holder.pending, now)
    await record()
  }
  const { writes, heldBack, createBlocked } = planContent(desired, holder.snapshot, holdBack)
  if (!writes.length) return { refusals: [], heldBack, createBlocked, sent: 0 }
  /** The create's intent on record, dated now; when that fails the create does not go, and no intent is dated by it. */
  const recordIntent = async (key: string) => {
    const earlier = holder.pending[key]
    holder.pending = { ...holder.pending, [key]: now().toISOString() }
    try {
      await record()
    } catch (error) {
      const kept = { ...holder.pending }
      delete kept[key]
      if (earlier !== undefined) kept[key] = earlier
      holder.pending = kept
      throw error
    }
  }
  const outcome = await runContentWrites(client, desired, writes, holder, now, {
    // Before the create waits for its place among the requests in flight: the fence and the
    // record may wait on a row lock (an applying move-in plan), which must hold no place a stock
    // update needs.
    starting: async (key) => {
      if (key === WRITE_KEYS.product) await fenceCreate()
      await recordIntent(key)
    },
    // As the POST leaves: an intent dated before a long wait (for its place, a Retry-After) is
    // dated again, so the window for a late commit counts from the last send.
    sending: async (key) => {
      const at = holder.pending[key]
      if (!at || now().getTime() - new Date(at).getTime() > INTENT_STALE_MS) await recordIntent(key)
    },
    after: async (key) => {
      holder.pending = Object.fromEntries(Object.entries(holder.pending).filter(([k]) => k !== key))
      await record()
    },
  })
  return { ...outcome, heldBack, createBlocked }
}
