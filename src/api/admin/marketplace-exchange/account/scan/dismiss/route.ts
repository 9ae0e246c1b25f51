import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { forgetAccountGuard, wakeHeldCreates } from "../../../../../../workflows/move-in"
import { enqueue } from "../../../../../../queue/enqueue"
import { scanView } from "../scan-view"
import type { ScanDismissAnswer } from "../scan-answer"
import { refusal, scanNotReady } from "../../../../../../messages/refusal"
import { settingsOfRequest } from "../../../account-of-request"

/**
 * The merchant dismisses the latest scan: the account's products the plugin has no record of
 * are left alone, and the plugin creates the channel's products from now on (the guard against
 * second listings lets them through), also those an earlier applied plan left out. 404 before
 * any scan; 409 when it was applied or dismissed.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = (await settingsOfRequest(req)).account.id
  const latest = await service.getAccountScan(accountId)
  if (!latest) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.scan.none", {})
  const scan = await service.dismissAccountScan(latest.id)
  if (!scan) {
    // Said by the scan's state now: it may have been applied or dismissed since it was read.
    const state = (await service.getAccountScan(accountId, latest.id))?.state ?? latest.state
    if (state === "running") throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.still_running", {})
    throw scanNotReady(state)
  }
  // The creates held back for the scan go now, on every instance (this one forgets its last answer at once, the others within a second).
  forgetAccountGuard(accountId)
  await enqueue(req.scope, (queue) => wakeHeldCreates(queue, accountId))
  res.json({ scan: scanView(scan) } satisfies ScanDismissAnswer)
}
