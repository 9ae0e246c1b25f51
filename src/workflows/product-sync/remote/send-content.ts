import type { ExchangeClient } from "../../../client"
import type { DesiredProduct } from "../utils/map-product"
import { HoldBack, planContent } from "../utils/plan-content"
import type { KeyedWrite, Refusal } from "../utils/refusals"
import type { ProductSnapshot } from "../utils/snapshot"
import { WRITE_KEYS } from "../utils/write-keys"
import { PendingCreates, resolvePendingCreates } from "./resolve-pending-creates"
import { runContentWrites } from "./run-content-writes"
import { serialSaves } from "./serial-saves"

export interface ContentSent {
  refusals: Refusal[]
  heldBack: KeyedWrite[]
  createBlocked: boolean
  sent: number
}

/**
 * The content lane against the service: settle creates an earlier run left without an outcome,
 * plan what differs, and send it, with each product or variation create on record as an intent
 * as its POST leaves (dated by that send: PENDING_CREATE_MS counts from it), and each write's
 * outcome the moment it returns (`saveState` persists the
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
  const outcome = await runContentWrites(client, desired, writes, holder, now, {
    // The fence puts the product's create on record before it waits for its place (apply must see
    // it); it may wait on an applying plan's row lock, which must hold no place a stock update needs.
    starting: async (key) => {
      if (key === WRITE_KEYS.product) await fenceCreate()
    },
    sending: async (key) => {
      const earlier = holder.pending[key]
      holder.pending = { ...holder.pending, [key]: now().toISOString() }
      try {
        await record()
      } catch (error) {
        // This POST does not leave: what is kept must not date an intent by a send that never was.
        const kept = { ...holder.pending }
        delete kept[key]
        if (earlier !== undefined) kept[key] = earlier
        holder.pending = kept
        throw error
      }
    },
    after: async (key) => {
      holder.pending = Object.fromEntries(Object.entries(holder.pending).filter(([k]) => k !== key))
      await record()
    },
  })
  return { ...outcome, heldBack, createBlocked }
}
