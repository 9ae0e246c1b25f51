import { ExchangeClient, ExchangeUnavailableError } from "../../../client"
import type { DesiredProduct } from "../utils/map-product"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"
import { adoptRemoteProduct, adoptVariation } from "./adopt-remote"

/**
 * How long a create with no recorded outcome may still be committed by the service (well past the
 * client's timeout), counted from its last send: the intent is dated before the create begins and
 * again as a POST leaves after a wait of more than 5 s for its place or a Retry-After
 * (send-content.ts).
 */
export const PENDING_CREATE_MS = 2 * 60 * 1000

export type PendingCreates = Record<string, string>

/**
 * Settles creates that were sent but whose outcome was never recorded (the process died, or the
 * answer never came): the entity is looked up by its natural key and adopted when the service
 * has it. When it is not found, the create is still pending while it may yet be committed
 * late: this run stops with a transient error and the task looks again after its backoff.
 * Only once that window has passed is the create given up and sent anew. Answers what is
 * still pending (nothing, when it returns).
 */
export async function resolvePendingCreates(
  client: ExchangeClient,
  desired: DesiredProduct,
  holder: { snapshot: ProductSnapshot | null },
  pending: PendingCreates,
  now: () => Date
): Promise<PendingCreates> {
  const left: PendingCreates = { ...pending }
  const at = now().toISOString()
  const waiting: string[] = []
  /** Whether the create's outcome is settled now: what it created is recorded, or cannot exist. */
  const settle = async (key: string): Promise<boolean> => {
    if (key === WRITE_KEYS.product) {
      holder.snapshot ??= await adoptRemoteProduct(client, desired, at)
      return Boolean(holder.snapshot)
    }
    // A variation needs its product on record; without it (or for a key no create writes) there is nothing to find.
    const variantId = key.startsWith("variation:") ? key.slice("variation:".length) : null
    if (!variantId || !holder.snapshot) return true
    if (holder.snapshot.variations[variantId]) return true
    const remote = await client.productVariations.findByForeignId(variantId)
    if (!remote || remote.ProductId !== holder.snapshot.remoteId) return false
    holder.snapshot.variations[variantId] = await adoptVariation(client, remote, at)
    return true
  }
  for (const [key, sentAt] of Object.entries(pending)) {
    if ((await settle(key)) || now().getTime() - new Date(sentAt).getTime() > PENDING_CREATE_MS) delete left[key]
    else waiting.push(key)
  }
  if (waiting.length) {
    throw new ExchangeUnavailableError(
      `A create sent earlier (${waiting.join(", ")}) has no known outcome yet; looking for it again shortly instead of creating it twice.`,
      { ambiguous: true }
    )
  }
  return left
}
