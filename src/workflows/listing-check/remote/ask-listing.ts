import { asExchangeError, type ExchangeClient } from "../../../client"
import type { CodedMessage } from "../../../messages"
import { classifyFailure } from "../../../queue/classify-failure"
import { failureText } from "../../../queue/failure-words"
import { listingFactOf, type ListingFact } from "../utils/listing-fact"

export type ListingAnswer =
  | { ok: true; fact: ListingFact }
  /**
   * No answer: `outage` stops a sweep (the next requests would fail too); the others are this
   * listing's. `words` says why in the merchant's words, as a sweep's report passes it on.
   */
  | { ok: false; reason: "outage" | "gone" | "refused"; words: CodedMessage }

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
    const { words } = failureText(error)
    if (asExchangeError(error)?.kind === "not_found") return { ok: false, reason: "gone", words }
    return { ok: false, reason: classifyFailure(error) === "refused" ? "refused" : "outage", words }
  }
}
