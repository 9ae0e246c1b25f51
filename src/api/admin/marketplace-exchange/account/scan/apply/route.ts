import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { applyPlan, forgetAccountGuard, HELD_AT_MOVE_IN, WAITING_FOR_SCAN } from "../../../../../../workflows/account-scan"
import { scheduleDrain } from "../../../../../../workflows/queue/drain"
import { idList } from "../../../../../../workflows/shared/id-list"
import { scanView } from "../scan-view"
import type { PostApplyAccountScanType } from "../validators"

const NOT_READY: Record<string, string> = {
  running: "The scan is still reading the account: apply its plan once it is done.",
  failed: "The scan failed: start a new one.",
  applied: "This scan's plan was applied already: start a new scan to decide again.",
  dismissed: "This scan was dismissed: start a new scan to decide again.",
}

/**
 * Applies the latest scan's plan (issue 31, moving in) with the merchant's overrides: links
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
  const latest = await service.getAccountScan()
  const scan = body.scan_id ? await service.getAccountScan(body.scan_id) : latest
  if (!scan) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      body.scan_id ? `No scan ${body.scan_id}.` : "No scan of the account has run yet: start one first."
    )
  }
  if (latest && latest.id !== scan.id)
    throw new MedusaError(MedusaError.Types.CONFLICT, "A newer scan of the account exists: apply that one.")
  if (NOT_READY[scan.state]) throw new MedusaError(MedusaError.Types.CONFLICT, NOT_READY[scan.state])

  const overrides = body.overrides ?? []
  const decided = applyPlan(await service.accountScanLines(scan.id), overrides)
  if (decided.unknown.length)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `The scan's plan has no ${idList(decided.unknown)}. Correct the overrides.`)
  if (decided.problems.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, decided.problems.slice(0, 5).join(" "))

  const result = await service.applyAccountScan(
    scan.id,
    { ...decided, overrides, takeOverForeignIds: body.take_over_foreign_ids ?? false },
    await service.getSettings()
  )
  if ("refused" in result) {
    if (result.refused === "state") throw new MedusaError(MedusaError.Types.CONFLICT, NOT_READY[result.scan.state])
    if (result.refused === "account")
      throw new MedusaError(MedusaError.Types.CONFLICT, "The scan read the account of another connection: scan the account again.")
    const named = result.taken.map((t) => `${t.product_id} → ${t.remote_product_id} (kept by ${t.held_by})`)
    throw new MedusaError(
      MedusaError.Types.CONFLICT,
      "These links would take a listing the plugin keeps for another product, or a product that keeps another listing: " +
        `${idList(named, 5)}. ` +
        "Skip them, or scan the account again."
    )
  }
  // The creates held back go now, on every instance (this one forgets its last answer at once, the others within a second).
  forgetAccountGuard()
  await service.wakeProductTasksWaitingFor(WAITING_FOR_SCAN)
  await service.wakeProductTasksWaitingFor(HELD_AT_MOVE_IN)
  scheduleDrain(req.scope, 0)
  res.json({
    scan: scanView(result.scan),
    applied: { linked: decided.links.length, created: decided.creates.length, held: decided.held.length },
  })
}
