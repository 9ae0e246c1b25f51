import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { channelProductRow } from "../../channel-products/remote/read-channel-products"
import type { LoadedProduct } from "./load-product-for-sync"

export const recordChannelProductStepId = "marketplace-exchange-record-channel-product"

/**
 * This step keeps the read model of the channel's products (issue 28) as the task found the
 * product: in the channel with its title and SKUs, or forgotten (out of the channel, deleted).
 * One statement that writes only what changed. No compensation: a read model, the next task or
 * catch-up writes it again.
 */
export const recordChannelProductStep = createStep(recordChannelProductStepId, async (loaded: LoadedProduct, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { product, inChannel } = loaded.input
  const salesChannelId = loaded.settings.sync.salesChannelId
  if (product && inChannel && salesChannelId) await service.recordChannelProducts([channelProductRow(product, salesChannelId)])
  else await service.forgetChannelProducts([loaded.productId])
  return new StepResponse(undefined)
})
