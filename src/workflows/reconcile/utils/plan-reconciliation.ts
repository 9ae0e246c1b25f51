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
 * does not have and the plugin never knew are none of ours and are left alone. A product whose
 * create is under way (`creating`: its intent is on record, its answer not yet) is left to its
 * own sync, which settles the create by its ForeignId: taken for lost, its fresh listing would be
 * reset and adopted back in the middle of a push. A known listing under another ForeignId (one
 * linked at move-in keeps the old system's; `atService` holds every id the service listed) stays,
 * and a listing the plugin keeps for any product is never deleted or adopted as a copy.
 */
export function planReconciliation(
  remote: RemoteListing[],
  known: ReadonlyMap<string, string | null>,
  medusaProducts: ReadonlySet<string>,
  creating: ReadonlySet<string> = new Set(),
  atService: ReadonlySet<string> = new Set()
): ReconcileAction[] {
  // A listing the plugin keeps for some product is never another product's copy to delete or adopt.
  const kept = new Set([...known.values()].filter((id): id is string => Boolean(id)))
  const groups = new Map<string, RemoteListing[]>()
  for (const listing of remote) {
    if (!known.has(listing.foreignId) && !medusaProducts.has(listing.foreignId)) continue
    groups.set(listing.foreignId, [...(groups.get(listing.foreignId) ?? []), listing])
  }
  const actions: ReconcileAction[] = []
  for (const [productId, copies] of groups) {
    const knownId = known.get(productId) ?? null
    if (!knownId && creating.has(productId)) continue
    const others = copies.filter((c) => c.remoteId === knownId || !kept.has(c.remoteId))
    if (!others.length) continue
    // The known listing is at the service under another ForeignId (linked at move-in): it stays, the copies go.
    const knownElsewhere = Boolean(knownId) && atService.has(knownId!) && !copies.some((c) => c.remoteId === knownId)
    const keep = knownElsewhere ? null : (others.find((c) => c.remoteId === knownId) ?? newestMostComplete(others))
    if (keep && keep.remoteId !== knownId) actions.push({ op: "adopt", remoteId: keep.remoteId, productId })
    for (const copy of others) if (copy.remoteId !== keep?.remoteId) actions.push({ op: "delete", remoteId: copy.remoteId, productId })
  }
  return actions
}

/**
 * Each product's listing as the plugin knows it: the one it keeps, or the one an applied
 * move-in linked and no run has read yet, which is the product's too and never a
 * copy to delete or adopt.
 */
export function knownListings(
  states: Array<{ product_id: string; remote_product_id?: string | null; move_in?: unknown }>
): Map<string, string | null> {
  const linked = (move: unknown) => (move as { link?: { remote_product_id?: string } } | null)?.link?.remote_product_id
  return new Map(states.map((s) => [s.product_id, s.remote_product_id ?? linked(s.move_in) ?? null]))
}

/** A create older than this is not under way any more: its worker died before the answer was recorded. */
export const CREATE_IN_FLIGHT_MS = 15 * 60 * 1000

/** Whether a sync state's recorded intents hold a create of the product itself started within CREATE_IN_FLIGHT_MS. */
export function productCreateUnderWay(pendingCreates: unknown, productKey: string, now: Date): boolean {
  const startedAt = (pendingCreates as Record<string, string> | null)?.[productKey]
  if (!startedAt) return false
  const age = now.getTime() - new Date(startedAt).getTime()
  return age >= 0 && age < CREATE_IN_FLIGHT_MS
}
