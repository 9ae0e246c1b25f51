import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ExchangeClient } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { TASK_READ_TTL_MS } from "../../../modules/marketplace-exchange/types"
import { SyncNotConfiguredError } from "../../shared/classify-failure"
import { ShortLived } from "../../shared/short-lived"

/** Where marketplace orders go in Medusa: plain data, as the import workflow's input must be. */
export interface ImportTargets {
  regionId: string
  currencyCode: string
  salesChannelId: string
  shippingOption: { id: string; name: string }
  /** Settings → "import only paid orders": an unpaid order becomes a draft holding its stock. */
  paidOnly: boolean
}

/** What an order's import needs: the settings its task read, the client built from them, and where orders go. */
export interface OrderImportContext {
  container: MedusaContainer
  service: MarketplaceExchangeModuleService
  /** As the run read them, once (issue 28): each order's workflow builds the client from them. */
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
 * Loads and checks the import settings (those the run read, or one read here). Missing ones stop
 * the run with one message naming all of them and where to set them: an order must not be
 * half-imported for want of a setting.
 */
export async function loadOrderImportContext(container: MedusaContainer, snapshot?: SettingsSnapshot): Promise<OrderImportContext> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const read = snapshot ?? (await service.getSettings())
  const client = await service.clientFor(read)
  const settings = read.sync
  const missing: string[] = []
  if (!client) missing.push("the connection to the exchange service")
  if (!settings.salesChannelId) missing.push("the marketplace's sales channel")
  if (!settings.regionId) missing.push("the marketplace's region")
  if (!settings.shippingOptionId) missing.push("the shipping option for marketplace orders")
  if (missing.length)
    throw new SyncNotConfiguredError(
      `Orders cannot be imported until ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} set in Settings → Marketplace exchange.`
    )

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const key = [settings.regionId, settings.shippingOptionId, settings.salesChannelId].join("|")
  const { region, option, channel } = await destinations.get(key, async () => {
    const [{ data: regions }, { data: options }, { data: channels }] = await Promise.all([
      query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { id: settings.regionId! } }),
      query.graph({ entity: "shipping_option", fields: ["id", "name"], filters: { id: settings.shippingOptionId! } }),
      query.graph({ entity: "sales_channel", fields: ["id"], filters: { id: settings.salesChannelId! } }),
    ])
    return { region: regions[0], option: options[0], channel: channels[0] }
  })
  const gone: string[] = []
  if (!region) gone.push(`region ${settings.regionId}`)
  if (!option) gone.push(`shipping option ${settings.shippingOptionId}`)
  if (!channel) gone.push(`sales channel ${settings.salesChannelId}`)
  if (gone.length)
    throw new SyncNotConfiguredError(
      `The ${gone.join(", ")} chosen for marketplace orders no longer exist${gone.length > 1 ? "" : "s"}; choose again in Settings ` +
        `→ Marketplace exchange.`
    )

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
      paidOnly: settings.importPaidOnly,
    },
  }
}
