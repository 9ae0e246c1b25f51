import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { channelProductRow } from "../../shared/channel-products"
import type { LoadedProduct } from "./load-product-for-sync"

export const recordChannelProductStepId = "marketplace-exchange-record-channel-product"

/**
 * This step keeps the read model of the channel's products as the task found the
 * product: in the channel with its title and SKUs, or forgotten (out of the channel, deleted).
 * One statement that writes only what changed. No compensation: a read model, the next task or
 * catch-up writes it again.
 */
export const recordChannelProductStep = createStep(recordChannelProductStepId, async (loaded: LoadedProduct, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { product, inChannel } = loaded.input
  const salesChannelId = loaded.settings.sync.sales_channel_id
  try {
    if (product && inChannel && salesChannelId)
      await service.recordChannelProducts(loaded.accountId, [channelProductRow(product, salesChannelId)])
    else await service.forgetChannelProducts(loaded.accountId, [loaded.productId])
  } catch (error) {
    // Never holds up the stock (a late stock update sells what the store lacks): the grid's
    // catch-up and the hourly comparison mend the read model.
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`marketplace-exchange: the listings grid's row was not kept: ${(error as Error).message}`)
  }
  return new StepResponse(undefined)
})
