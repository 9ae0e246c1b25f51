import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { ClaimedOrder } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import type { CreatedOrder } from "./find-created-order"

export const writeForeignOrderIdStepId = "marketplace-exchange-write-foreign-order-id"

/**
 * This step tells the service the order is imported: ForeignOrderId = the Medusa order's display
 * id (spec 4.2 rule 4, A24), which takes it out of the unimported feed. The PUT sets an absolute
 * value, so a retry after a failure here repeats it harmlessly.
 */
export const writeForeignOrderIdStep = createStep(
  writeForeignOrderIdStepId,
  async ({ claim, created, settings }: { claim: ClaimedOrder; created: CreatedOrder; settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await requireClient(service, settings)
    await client.salesOrders.updateProperty(claim.remote_order_id, "ForeignOrderId", created.display_id)
    return new StepResponse(true)
  }
)
