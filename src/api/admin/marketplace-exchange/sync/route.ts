import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { scheduleDrain } from "../../../../workflows/queue/drain"
import type { PostSyncType } from "./validators"

/**
 * Queues a sync of the given products, or of every product in the marketplace's sales
 * channel; answers the batch id to follow with GET.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostSyncType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  let productIds = req.validatedBody.product_ids
  if (!productIds) {
    const { salesChannelId } = await service.getSyncSettings()
    if (!salesChannelId) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Choose the marketplace's sales channel in the settings before syncing all products.")
    }
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    // The sales channel side of the product link has no alias but the link rows themselves.
    const { data } = await query.graph({ entity: "sales_channel", fields: ["id", "products_link.product_id"], filters: { id: salesChannelId } })
    productIds = (data[0]?.products_link ?? []).map((l: { product_id: string } | null) => l?.product_id).filter((id: string | undefined): id is string => Boolean(id))
  }
  const batchId = generateEntityId(undefined, "mxbatch")
  await service.enqueueProductSync(productIds!, { batchId })
  scheduleDrain(req.scope, 0)
  res.status(202).json({ batch_id: batchId, queued: productIds!.length })
}

/**
 * A batch's progress (`?batch_id=`, or the whole queue without): tasks by state, what the done
 * ones did (sent, unchanged, parked, refused, removed, skipped) and how many wait for the
 * service to answer again, with its last error. An unknown batch is a 404.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const batchId = typeof req.query.batch_id === "string" ? req.query.batch_id : undefined
  const counts = await service.countSyncTasks(batchId)
  const total = counts.pending + counts.running + counts.done + counts.failed
  // Finished tasks are pruned after a while, so an old batch is unknown as well.
  if (batchId && !total) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No sync batch ${batchId} is known: it never existed or finished long ago.`)
  res.json({ batch_id: batchId ?? null, ...counts, total, progress: total ? (counts.done + counts.failed) / total : 1 })
}
