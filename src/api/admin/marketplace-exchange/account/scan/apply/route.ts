import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { applyPlan, forgetAccountGuard, wakeHeldCreates } from "../../../../../../workflows/move-in"
import { enqueue } from "../../../../../../queue/enqueue"
import { scanView } from "../scan-view"
import type { PostApplyAccountScanType } from "../validators"
import type { ScanApplyAnswer } from "../scan-answer"
import { refusal, refusalOf, scanNotReady } from "../../../../../../messages/refusal"
import { idsParam } from "../../../../../../messages"
import { settingsOfRequest } from "../../../account-of-request"

/**
 * Applies the latest scan's plan (moving in) with the merchant's overrides: links
 * each matched listing to its Medusa product (read from the service on the product's next run,
 * so only differences travel and nothing linked is ever created), queues the linked products and
 * the creates, and holds back the creates of skipped products and undecided conflicts until a
 * new scan. The ForeignIds become ours only with `take_over_foreign_ids`. 404 for an unknown scan
 * or line, 400 for an override that cannot be applied, 409 when the scan is not done or is
 * another account's, or a link would take a listing the plugin keeps for another product.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostApplyAccountScanType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const body = req.validatedBody
  const settings = await settingsOfRequest(req)
  const latest = await service.getAccountScan(settings.account.id)
  const scan = body.scan_id ? await service.getAccountScan(settings.account.id, body.scan_id) : latest
  if (!scan) {
    throw body.scan_id
      ? refusal(MedusaError.Types.NOT_FOUND, "refusal.scan.unknown", { id: body.scan_id })
      : refusal(MedusaError.Types.NOT_FOUND, "refusal.scan.none", {})
  }
  if (latest && latest.id !== scan.id) throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.outdated", {})
  if (scan.state !== "done") throw scanNotReady(scan.state)

  const overrides = body.overrides ?? []
  const decided = applyPlan(await service.accountScanLines(scan.id), overrides)
  if (decided.unknown.length) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.scan.plan_unknown", { ids: idsParam(decided.unknown) })
  const [problem] = decided.problems
  if (problem) throw refusalOf(MedusaError.Types.INVALID_DATA, problem)

  const applied = await enqueue(req.scope, async (queue) => {
    const applied = await queue.applyAccountScan(
      scan.id,
      { ...decided, overrides, takeOverForeignIds: body.take_over_foreign_ids ?? false },
      settings
    )
    // The creates held back go now, on every instance (this one forgets its last answer at once, the others within a second).
    forgetAccountGuard(settings.account.id)
    await wakeHeldCreates(queue, settings.account.id)
    return applied
  })
  res.json({
    scan: scanView(applied),
    applied: { linked: decided.links.length, created: decided.creates.length, held: decided.held.length },
  } satisfies ScanApplyAnswer)
}
