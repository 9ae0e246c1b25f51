import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ReconcileReport } from "./settle-listings"

export const recordReconciliationStepId = "marketplace-exchange-record-reconciliation"

/** This step keeps what the reconciliation found and did, for the health view and the log. */
export const recordReconciliationStep = createStep(
  recordReconciliationStepId,
  async ({ accountId, report }: { accountId: string; report: ReconcileReport }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.saveReconcileReport(accountId, report as unknown as Record<string, unknown>)
    if (report.deleted.length || report.ended.length || report.adopted.length || report.failed.length) {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(
          `marketplace-exchange: reconciliation of ${report.checked} listing(s) of account ${accountId}: ` +
            `${report.deleted.length} second listing(s) deleted, ` +
            `${report.ended.length} ended, ${report.adopted.length} adopted, ${report.failed.length} failed`
        )
    }
    return new StepResponse(report)
  }
)
