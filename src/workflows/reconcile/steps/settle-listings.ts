import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { enqueueProducts } from "../../../queue/enqueue"
import { classifyFailure } from "../../../queue/classify-failure"
import { endListing } from "../../shared/end-listing"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"
import type { ReconcileAction } from "../utils/plan-reconciliation"

export const settleListingsStepId = "marketplace-exchange-settle-listings"

export interface ReconcileReport {
  checked: number
  deleted: string[]
  /** Copies the service would not delete (they have sold): their listings are ended with stock 0. */
  ended: string[]
  /** Products whose copy on the service the plugin takes as its own again. */
  adopted: Array<{ productId: string; remoteId: string }>
  failed: Array<{ remoteId: string; message: string }>
}

/**
 * This step deletes (or ends) the second listings and lets the plugin adopt the copy it lost
 * track of: the product's next sync looks it up by its ForeignId and records it.
 *
 * No compensation: a deleted or ended listing cannot be brought back, and a second listing
 * is exactly what must not stay.
 */
export const settleListingsStep = createStep(
  settleListingsStepId,
  async (input: { checked: number; actions: ReconcileAction[]; settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await requireClient(service, input.settings)
    const report: ReconcileReport = { checked: input.checked, deleted: [], ended: [], adopted: [], failed: [] }
    for (const action of input.actions.filter((a) => a.op === "delete")) {
      // End before delete (end-listing.ts): a second copy never goes on selling with nothing to revise it.
      try {
        await endListing(client, action.remoteId)
      } catch (endError) {
        report.failed.push({ remoteId: action.remoteId, message: (endError as Error).message })
        continue
      }
      try {
        await client.products.delete(action.remoteId)
        report.deleted.push(action.remoteId)
      } catch (error) {
        // A copy that has sold cannot be deleted (service-facts): ended, it stays at the service.
        if (classifyFailure(error) !== "refused") throw error
        report.ended.push(action.remoteId)
      }
    }
    const adopt = input.actions.filter((a) => a.op === "adopt")
    for (const action of adopt) {
      // A create pending since long ago: the next sync finds the one copy left and adopts it.
      await service.saveProductSyncState(input.settings.account.id, action.productId, {
        snapshot: null,
        remote_product_id: null,
        pending_creates: { [WRITE_KEYS.product]: new Date(0).toISOString() },
      })
      report.adopted.push({ productId: action.productId, remoteId: action.remoteId })
    }
    await enqueueProducts(
      container,
      adopt.map((a) => a.productId),
      { accountId: input.settings.account.id }
    )
    return new StepResponse(report)
  }
)
