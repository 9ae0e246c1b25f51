import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { startSyncAllWorkflow, syncProductsWorkflow } from "../../../../workflows/product-sync"
import { countedKinds } from "../../../../queue/task-kind-registry"
import type { PostSyncType } from "./validators"
import type { SyncProgressAnswer, SyncQueuedAnswer } from "./sync-answer"
import { refusal } from "../../../../messages/refusal"
import { settingsOfRequest } from "../account-of-request"

/**
 * Queues a sync of the given products (an unknown id is a 404 naming it, and nothing is
 * queued), or of every product in the account's sales channel (`account_id`, else the first account's): that answers at once with
 * the channel's size, the products are queued in the background. Answers the batch
 * id to follow with GET.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostSyncType>, res: MedusaResponse) {
  // The account named (404 for an unknown one), else the first.
  const accountId = (await settingsOfRequest(req)).account.id
  const batchId = generateEntityId(undefined, "mxbatch")
  if (req.validatedBody.product_ids) {
    const productIds = [...new Set(req.validatedBody.product_ids)]
    const { result } = await syncProductsWorkflow(req.scope).run({ input: { accountId, productIds, batchId } })
    res.status(202).json({ batch_id: batchId, queued: result.queued } satisfies SyncQueuedAnswer)
    return
  }
  const { result } = await startSyncAllWorkflow(req.scope).run({ input: { accountId, batchId } })
  res.status(202).json({ batch_id: batchId, queued: result.queued } satisfies SyncQueuedAnswer)
}

/**
 * A batch's progress (`?batch_id=`, or the whole queue without): tasks by state, what the done
 * ones did (sent, unchanged, parked, refused, removed, skipped) and how many wait for the
 * service to answer again, with its last error. An unknown batch is a 404.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const batchId = typeof req.query.batch_id === "string" ? req.query.batch_id : undefined
  // The periodic checks (the order poll, the listing sweep) are not sync work: not counted.
  const { known, ...counts } = await service.countTasks(batchId, countedKinds())
  const total = counts.pending + counts.running + counts.done + counts.failed
  // Finished tasks are pruned after a while, so an old batch is unknown as well.
  if (batchId && !known) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.sync.unknown_batch", { batch: batchId ?? null })
  const answer: SyncProgressAnswer = {
    batch_id: batchId ?? null,
    ...counts,
    total,
    progress: total ? (counts.done + counts.failed) / total : 1,
  }
  res.json(answer)
}
