import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { PostConnectionSettingsType } from "./validators"

async function view(service: MarketplaceExchangeModuleService) {
  const sync = await service.getSyncSettings()
  return {
    ...(await service.getConnectionSettingsView()),
    sales_channel_id: sync.salesChannelId,
    region_id: sync.regionId,
    stock_buffer: sync.stockBuffer,
  }
}

/** The settings; secrets are reported as set or not, never returned. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  res.json({ settings: await view(service) })
}

export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { sales_channel_id, region_id, stock_buffer, ...connection } = req.validatedBody
  await service.saveConnectionSettings(connection)
  await service.saveSyncSettings({ salesChannelId: sales_channel_id, regionId: region_id, stockBuffer: stock_buffer })
  res.json({ settings: await view(service) })
}
