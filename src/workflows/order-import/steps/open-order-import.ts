import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { OrderTaskClaim } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const openOrderImportStepId = "marketplace-exchange-open-order-import"

/**
 * This step opens the remote order's ledger row (of its account) for the task that imports it: new, or as an
 * earlier run left it. Null when there is nothing to import (completed, parked, closed) or the
 * task's claim no longer holds; what a failed run recorded stays recorded for the next.
 */
export const openOrderImportStep = createStep(
  openOrderImportStepId,
  async (
    { accountId, order, task }: { accountId: string; order: Pick<SalesOrder, "Id" | "PlatformOrderId">; task: OrderTaskClaim },
    { container }
  ) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    return new StepResponse(await service.openOrderImport(accountId, order.Id, order.PlatformOrderId ?? null, task))
  }
)
