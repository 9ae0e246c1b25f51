import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { coded } from "../../../messages"
import { accountGuard } from "../../move-in"
import { WaitingForAccountScanError } from "../../../queue/classify-failure"
import { blocksCreate } from "../../../modules/marketplace-exchange/types"
import type { LoadedProduct } from "./load-product-for-sync"
import type { ProductSyncPlan } from "./map-and-validate-product"

export const waitForAccountScanStepId = "marketplace-exchange-wait-for-account-scan"

/**
 * This step holds back the create of a product the service does not hold yet while the account
 * holds products the plugin has no record of and no scan was decided (no second
 * listing of another connector's product). The task waits with the queue's backoff and is woken
 * when the merchant applies or dismisses the scan. A product an applied plan left out (skipped,
 * or a conflict not decided) waits for the next scan. A product the service holds goes on: its
 * stock and price never wait. No compensation: it writes nothing.
 */
export const waitForAccountScanStep = createStep(
  waitForAccountScanStepId,
  async ({ loaded, plan }: { loaded: LoadedProduct; plan: ProductSyncPlan }, { container }) => {
    // Only a create waits: a product the service holds, or one our own checks keep from being created, does not ask.
    if (loaded.snapshot || blocksCreate(plan.blocked, plan.desired?.fields ?? {})) return new StepResponse(undefined)
    const held = loaded.moveIn && "held" in loaded.moveIn ? loaded.moveIn.held : null
    if (held) {
      throw new WaitingForAccountScanError(coded(held === "skipped" ? "wait.move_in.skipped" : "wait.move_in.undecided", {}))
    }
    const guard = await accountGuard(container, loaded.settings)
    if (!guard.mayCreate) throw new WaitingForAccountScanError(coded("wait.account_scan", { count: guard.foreign }))
    return new StepResponse(undefined)
  }
)
