import { asExchangeError, type ExchangeClient } from "../../../client"
import { classifyFailure } from "../../../queue/classify-failure"
import { listingFactOf, type ListingFact } from "../utils/listing-fact"

export type ListingAnswer =
  | { ok: true; fact: ListingFact }
  /** No answer: `outage` stops a sweep (the next requests would fail too); the others are this listing's. */
  | { ok: false; reason: "outage" | "gone" | "refused"; message: string }

/**
 * Asks the service whether a product is listed (ProductIsListed, spec 4.3) and reads the answer
 * against what we offer (listing-fact.ts). Never throws: every caller records an unknown answer
 * as unknown, and a failed check must never fail the sync or the screen that asked.
 */
export async function askListing(
  client: ExchangeClient,
  remoteId: string,
  offered: number,
  endedByMerchant: boolean
): Promise<ListingAnswer> {
  try {
    const listed = await client.operations.productIsListed(remoteId)
    return { ok: true, fact: listingFactOf(listed, offered, endedByMerchant) }
  } catch (error) {
    const message = (error as Error).message ?? String(error)
    if (asExchangeError(error)?.kind === "not_found") return { ok: false, reason: "gone", message }
    return { ok: false, reason: classifyFailure(error) === "refused" ? "refused" : "outage", message }
  }
}
