import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { checkListingsNow } from "../../../../../workflows/listing-check/run/check-now"
import {
  editListingFieldsWorkflow,
  endListingsWorkflow,
  retryListingsWorkflow,
  setListingCategoriesWorkflow,
  syncListingsWorkflow,
} from "../../../../../workflows/product-sync"
import { productsInChannel, readListingIds } from "../read-listings"
import type { PostListingActionType } from "./validators"
import { refusal } from "../../../../../messages/refusal"
import { idsParam } from "../../../../../messages"
import { fieldEditErrors } from "../../../../../workflows/product-sync/utils/field-edit"
import { answerFieldErrors } from "../../field-errors"
import type { ListingActionAnswer } from "../listing-answer"
import { settingsOfRequest } from "../../account-of-request"

/**
 * A bulk action of the listings grid on a selection (`product_ids`) or on everything a filter
 * matches (`filter`, resolved here from the database, so the products are exactly those the
 * grid counts): sync now, retry, set marketplace categories, edit marketplace fields (title
 * rule, price rule, an item specific, GPSR from a brand; 400 per field as the drawer's), end
 * listing (stock 0), relist, check listing. Answers 202 with the products it took and the batch id to follow with GET /sync?batch_id=;
 * a check answers 200 with what it asked within its 5 s and how many wait for the sweep.
 * Products outside the marketplace's channel are a 400 naming them; unknown ones a 404.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostListingActionType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const body = req.validatedBody
  // One read of the settings of the account named (404 for an unknown one; the first without) for the whole request.
  const settings = await settingsOfRequest(req)
  const accountId = settings.account.id
  const { sales_channel_id } = settings.sync
  if (!sales_channel_id) {
    throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.channel.missing", {})
  }
  // An edit's values are checked before any product is read: nothing is saved while one is wrong.
  if (body.action === "edit_fields") {
    const errors = fieldEditErrors(body.fields!, { gpsrBrands: Object.keys(settings.sync.gpsr_by_brand) })
    if (Object.keys(errors).length) return answerFieldErrors(res, errors)
  }
  const productIds = body.product_ids
    ? await checkedSelection(req.scope, sales_channel_id, [...new Set(body.product_ids)])
    : await readListingIds(req.scope, accountId, { salesChannelId: sales_channel_id, ...body.filter! })
  // Metadata edits run inside this request: a filter matching more is refused with what to do, before anything is changed.
  if ((body.action === "edit_fields" || body.action === "set_categories") && productIds.length > MAX_METADATA_EDIT) {
    throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.listings.edit_too_many", { count: productIds.length, max: MAX_METADATA_EDIT })
  }
  const batchId = generateEntityId(undefined, "mxbatch")
  const answer = { action: body.action, product_ids: productIds.length <= 1000 ? productIds : undefined, count: productIds.length }
  if (!productIds.length) {
    res.status(200).json({ ...answer, batch_id: null, queued: 0 } satisfies ListingActionAnswer)
    return
  }
  const input = { accountId, productIds, batchId, background: !body.product_ids }
  switch (body.action) {
    case "check": {
      // Asked by a check task of its own within the budget, the rest first in the sweep's line.
      const result = await checkListingsNow(req.scope, accountId, productIds, CHECK_BUDGET_MS)
      res.status(200).json({
        ...answer,
        batch_id: null,
        queued: Math.max(0, result.requested - result.checked),
        listings: result,
      } satisfies ListingActionAnswer)
      return
    }
    case "sync":
      await syncListingsWorkflow(req.scope).run({ input })
      break
    case "retry":
      await retryListingsWorkflow(req.scope).run({ input })
      break
    case "end":
    case "relist":
      await endListingsWorkflow(req.scope).run({ input: { accountId, productIds, batchId, ended: body.action === "end" } })
      break
    case "set_categories":
      await inChunks(productIds, (chunk) =>
        setListingCategoriesWorkflow(req.scope).run({
          input: { productIds: chunk, categoryId1: body.category_id_1!, categoryId2: body.category_id_2 ?? null },
        })
      )
      // The products' update events queue their syncs, outside any batch.
      res.status(202).json({ ...answer, batch_id: null, queued: productIds.length } satisfies ListingActionAnswer)
      return
    case "edit_fields": {
      // Only the products the edit changes are updated; their update events queue their syncs, outside any batch.
      let changed = 0
      await inChunks(productIds, async (chunk) => {
        const { result } = await editListingFieldsWorkflow(req.scope).run({ input: { productIds: chunk, edit: body.fields! } })
        changed += result
      })
      res.status(202).json({ ...answer, batch_id: null, queued: changed, changed } satisfies ListingActionAnswer)
      return
    }
  }
  res.status(202).json({ ...answer, batch_id: batchId, queued: productIds.length } satisfies ListingActionAnswer)
}

/** Products one metadata edit (edit_fields, set_categories) changes at most; each chunk is one workflow run. */
const MAX_METADATA_EDIT = 5_000
const EDIT_CHUNK = 250

/** The ids a chunk at a time, one after the other (a query or update of thousands of ids at once would strain the database). */
async function inChunks(ids: string[], run: (chunk: string[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < ids.length; at += EDIT_CHUNK) await run(ids.slice(at, at + EDIT_CHUNK))
}

/** How long a "check listing" asks before it answers; what is left waits for the sweep, first in line. */
const CHECK_BUDGET_MS = 5_000

/** The selection as given, when every product exists and is in the channel. */
async function checkedSelection(scope: MedusaContainer, salesChannelId: string, ids: string[]): Promise<string[]> {
  const inChannel = await productsInChannel(scope, salesChannelId, ids)
  const outside = ids.filter((id) => !inChannel.has(id))
  if (!outside.length) return ids
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: outside } })
  const existing = new Set(data.map((p: { id: string }) => p.id))
  const unknown = outside.filter((id) => !existing.has(id))
  if (unknown.length)
    throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: idsParam(unknown), count: unknown.length })
  throw refusal(MedusaError.Types.INVALID_DATA, "refusal.product.outside_channel", { ids: idsParam(outside), count: outside.length })
}
