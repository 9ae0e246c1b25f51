import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../../../queue/enqueue"
import { planLinesView, scanView } from "./scan-view"
import type { GetAccountScanType, PostAccountScanType } from "./validators"
import type { ScanPageAnswer, ScanStartAnswer } from "./scan-answer"
import { refusal } from "../../../../../messages/refusal"
import { idsParam } from "../../../../../messages"
import { settingsOfRequest } from "../../account-of-request"

/**
 * Starts a scan of the service account (moving in; `?account_id=`, the first account's without):
 * 202 with the scan to follow with GET. While one runs, that one is answered (`started: false`). The connection and the
 * marketplace channel must be set up (400 saying which); a mapping naming products the store
 * does not have is a 404 naming them.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAccountScanType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await settingsOfRequest(req)
  if (!(await service.clientFor(settings).catch(() => null))) {
    throw refusal(MedusaError.Types.INVALID_DATA, "refusal.connection.not_set_up", {})
  }
  if (!settings.sync.sales_channel_id) {
    throw refusal(MedusaError.Types.INVALID_DATA, "refusal.channel.missing", {})
  }
  const mapping = req.validatedBody.mapping ?? []
  const productIds = [...new Set(mapping.map((line) => line.product_id))]
  if (productIds.length) {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const known = new Set<string>()
    // A thousand ids a read: one read of 50,000 would pass the database's limit of bound values.
    for (let start = 0; start < productIds.length; start += 1000) {
      const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: productIds.slice(start, start + 1000) } })
      for (const product of data as Array<{ id: string }>) known.add(product.id)
    }
    const unknown = productIds.filter((id) => !known.has(id))
    if (unknown.length)
      throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: idsParam(unknown), count: unknown.length })
  }
  const ids = mapping.length ? Object.fromEntries(mapping.map((line) => [line.foreign_id, line.product_id])) : null
  const { scan, started } = await enqueue(req.scope, (queue) => queue.startAccountScan(ids, settings))
  res.status(202).json({ scan: scanView(scan), started } satisfies ScanStartAnswer)
}

/**
 * The latest scan: state, progress and the plan's counts, with its lines a page at a time,
 * filtered by outcome (conflicts first). 404 before any scan ran.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { outcome, limit, offset } = req.validatedQuery as GetAccountScanType
  const scan = await service.getAccountScan((await settingsOfRequest(req)).account.id)
  if (!scan) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.scan.none", {})
  const { items, count } = await service.accountScanPlanPage(scan.id, { outcome }, { limit, offset })
  res.json({ scan: scanView(scan), items: await planLinesView(req.scope, items), count, limit, offset } satisfies ScanPageAnswer)
}
