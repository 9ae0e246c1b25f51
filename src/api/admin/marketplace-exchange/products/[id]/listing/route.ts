import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { listingFactOf, offeredQuantity } from "../../../../../../workflows/listing-check/utils/listing-fact"
import type { ProductSnapshot } from "../../../../../../modules/marketplace-exchange/types"
import { askLive } from "../../../live/ask-live"
import { refusal } from "../../../../../../messages/refusal"
import { spoken, type CodedMessage } from "../../../../../../messages"
import type { ProductListingAnswer } from "../../product-answer"
import { settingsOfRequest } from "../../../account-of-request"

type Reason = { message: string; words: CodedMessage }

/**
 * Whether the marketplace lists the product right now (ProductIsListed, spec 4.3), asked live
 * within 5 s, and recorded as the product's listing state with its time. Always 200
 * for a known product: `listed` is null with the reason when the service did not say (not on
 * the service yet, no connection, no answer in time, an error); `state` is then what was known.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const productId = req.params.id
  // The account named (`?account_id=`, 404 for an unknown one), else the first: its listing, asked of its service.
  const accountId = (await settingsOfRequest(req)).account.id
  const state = await service.getProductSyncState(accountId, productId)
  const snapshot = (state?.snapshot ?? null) as ProductSnapshot | null
  if (!state) {
    const [product] = await req.scope.resolve(Modules.PRODUCT).listProducts({ id: productId }, { take: 1, select: ["id"] })
    if (!product) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: productId, count: 1 })
  }
  const known: Pick<ProductListingAnswer["listing"], "state" | "checked_at"> = {
    state: state?.listing_state ?? (snapshot ? "unchecked" : null),
    checked_at: state?.listing_checked_at ?? null,
  }
  const answer = (listed: boolean | null, reason: Reason | null, timedOut = false, fact = known) =>
    res.json({
      listing: {
        listed,
        reason: reason?.message ?? null,
        reason_words: reason?.words ?? null,
        timed_out: timedOut,
        checked_at: fact.checked_at,
        state: fact.state,
      },
    } satisfies ProductListingAnswer)
  if (!snapshot) return answer(null, spoken("live.not_on_service", {}))
  // A50: the service lost the product; its old id is never asked again.
  if (state?.status === "gone_at_service")
    return answer(null, spoken("failure.product_gone", { remote_id: snapshot.remoteId }), false, { ...known, state: null })
  const read = await askLive(service, (client) => client.operations.productIsListed(snapshot.remoteId), accountId)
  if (!read.ok) return answer(null, { message: read.reason, words: read.reasonWords }, read.timedOut)
  const fact = listingFactOf(read.value, offeredQuantity(snapshot), Boolean(state?.ended_at))
  const checkHours = read.settings.sync.listing_check_hours
  await service.recordListingFact(accountId, productId, fact, { checkHours })
  return answer(read.value, null, false, { state: fact, checked_at: new Date() })
}
