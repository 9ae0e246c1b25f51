import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ExchangeClient } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { TASK_READ_TTL_MS } from "../../../modules/marketplace-exchange/types"
import { SyncNotConfiguredError } from "../../../queue/classify-failure"
import { ShortLived } from "../../shared/short-lived"
import { coded, type SettingName } from "../../../messages"
import type { ImportTargets } from "../utils/map-sales-order"

/** What an order's import needs: the settings its task read, the client built from them, and where orders go. */
export interface OrderImportContext {
  container: MedusaContainer
  service: MarketplaceExchangeModuleService
  /** As the run read them, once: each order's workflow builds the client from them. */
  settings: SettingsSnapshot
  client: ExchangeClient
  targets: ImportTargets
}

/**
 * The region, shipping option and channel orders go to, the same for every order: read once a
 * second per instance (shared/short-lived.ts), not once per order of a poll's batch.
 */
type Found<T> = T | undefined
const destinations = new ShortLived<{
  region: Found<{ id: string; currency_code: string }>
  option: Found<{ id: string; name: string }>
  channel: Found<{ id: string }>
}>(TASK_READ_TTL_MS)

/**
 * Loads and checks the import settings of the account the run read them for: its orders go to
 * its own sales channel, shipping option and region. Missing ones stop the run with one message
 * naming all of them and where to set them: an order must not be half-imported for want of a setting.
 */
export async function loadOrderImportContext(container: MedusaContainer, read: SettingsSnapshot): Promise<OrderImportContext> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const client = await service.clientFor(read)
  const settings = read.sync
  const missing: SettingName[] = []
  if (!client) missing.push("connection")
  if (!settings.sales_channel_id) missing.push("sales_channel_id")
  if (!settings.region_id) missing.push("region_id")
  if (!settings.shipping_option_id) missing.push("shipping_option_id")
  if (missing.length) throw new SyncNotConfiguredError(coded("refusal.import.settings_missing", { settings: missing.join(",") }))

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const key = [settings.region_id, settings.shipping_option_id, settings.sales_channel_id].join("|")
  const { region, option, channel } = await destinations.get(key, async () => {
    const [{ data: regions }, { data: options }, { data: channels }] = await Promise.all([
      query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { id: settings.region_id! } }),
      query.graph({ entity: "shipping_option", fields: ["id", "name"], filters: { id: settings.shipping_option_id! } }),
      query.graph({ entity: "sales_channel", fields: ["id"], filters: { id: settings.sales_channel_id! } }),
    ])
    return { region: regions[0], option: options[0], channel: channels[0] }
  })
  const gone: SettingName[] = []
  if (!region) gone.push("region_id")
  if (!option) gone.push("shipping_option_id")
  if (!channel) gone.push("sales_channel_id")
  if (gone.length) throw new SyncNotConfiguredError(coded("refusal.import.settings_gone", { settings: gone.join(",") }))

  return {
    container,
    service,
    settings: read,
    client: client!,
    targets: {
      regionId: region!.id,
      currencyCode: region!.currency_code,
      salesChannelId: channel!.id,
      shippingOption: { id: option!.id, name: option!.name },
      paidOnly: settings.import_paid_only,
    },
  }
}
