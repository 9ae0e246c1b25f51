import { newestMostComplete } from "../../shared/copy-to-keep"

/** A product the service holds under one of our ForeignIds (the Medusa product id). */
export interface RemoteListing {
  remoteId: string
  foreignId: string
  /** Variations it has: the most complete copy is the one to keep. */
  variations: number
}

export type ReconcileAction = { op: "delete"; remoteId: string; productId: string } | { op: "adopt"; remoteId: string; productId: string }

/**
 * What to do about the service's products that carry our ForeignIds: the one the plugin knows
 * stays; where it knows none (its record was lost), the newest of the most complete copies is
 * adopted; every other copy is a second listing and goes. ForeignIds of products that Medusa
 * does not have and the plugin never knew are none of ours and are left alone.
 */
export function planReconciliation(
  remote: RemoteListing[],
  known: ReadonlyMap<string, string | null>,
  medusaProducts: ReadonlySet<string>
): ReconcileAction[] {
  const groups = new Map<string, RemoteListing[]>()
  for (const listing of remote) {
    if (!known.has(listing.foreignId) && !medusaProducts.has(listing.foreignId)) continue
    groups.set(listing.foreignId, [...(groups.get(listing.foreignId) ?? []), listing])
  }
  const actions: ReconcileAction[] = []
  for (const [productId, copies] of groups) {
    const knownId = known.get(productId) ?? null
    const keep = copies.find((c) => c.remoteId === knownId) ?? newestMostComplete(copies)
    if (keep.remoteId !== knownId) actions.push({ op: "adopt", remoteId: keep.remoteId, productId })
    for (const copy of copies) if (copy.remoteId !== keep.remoteId) actions.push({ op: "delete", remoteId: copy.remoteId, productId })
  }
  return actions
}
