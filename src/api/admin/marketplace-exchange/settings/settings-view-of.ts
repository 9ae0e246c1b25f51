import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import type { SettingsView } from "../../../../modules/marketplace-exchange/types"

/**
 * An account's settings as the admin sees them, from one read of them: which account, its
 * connection (secrets as set or not), every sync setting and its channel's stock locations. The
 * settings routes (the first account) and the accounts routes answer this.
 */
export async function settingsViewOf(scope: MedusaContainer, settings: SettingsSnapshot): Promise<SettingsView> {
  const service: MarketplaceExchangeModuleService = scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return {
    ...settings.account,
    stock_locations: await stockLocationsOf(scope, settings.sync.sales_channel_id),
    ...(await service.connectionView(settings)),
    ...settings.sync,
  }
}

/** The locations whose stock the marketplace gets: those of the chosen channel (Medusa's own link). */
async function stockLocationsOf(scope: MedusaContainer, salesChannelId: string | null): Promise<Array<{ id: string; name: string }>> {
  if (!salesChannelId) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "sales_channel",
    fields: ["stock_locations.id", "stock_locations.name"],
    filters: { id: salesChannelId },
  })
  return ((data[0]?.stock_locations ?? []) as Array<{ id: string; name: string } | null>).filter((l): l is { id: string; name: string } =>
    Boolean(l)
  )
}
