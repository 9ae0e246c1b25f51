import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { CarrierMap } from "../../../../workflows/order-write-back/utils/carriers"
import { enqueueOrderWriteBack } from "../../../../workflows/queue/enqueue"
import { refusal } from "../../../../messages/refusal"
import { idsParam } from "../../../../messages"

/**
 * Every id of the carrier map must be one of the store's shipping options or fulfillment
 * providers: an id that names nothing would map no shipment, and its orders' tracking numbers
 * would still go without a carrier (A37).
 */
export async function assertCarrierMapIdsExist(scope: MedusaContainer, map: CarrierMap | undefined): Promise<void> {
  if (!map) return
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const optionIds = Object.keys(map.shipping_options)
  if (optionIds.length) {
    const { data } = await query.graph({ entity: "shipping_option", fields: ["id"], filters: { id: optionIds } })
    const missing = optionIds.filter((id) => !data.some((option: { id: string }) => option.id === id))
    if (missing.length)
      throw refusal(MedusaError.Types.INVALID_DATA, "refusal.setting.unknown_shipping_options", { ids: idsParam(missing) })
  }
  const providerIds = Object.keys(map.fulfillment_providers)
  if (providerIds.length) {
    const { data } = await query.graph({ entity: "fulfillment_provider", fields: ["id"] })
    const known = data.map((provider: { id: string }) => provider.id)
    const missing = providerIds.filter((id) => !known.includes(id))
    if (missing.length)
      throw refusal(MedusaError.Types.INVALID_DATA, "refusal.setting.unknown_providers", {
        ids: idsParam(missing),
        known: known.join(", ") || "—",
      })
  }
}

/**
 * A37: once the map changes, orders whose tracking numbers went without a carrier are written
 * back again, so a carrier mapped now reaches them too (the write-back sends it and the numbers
 * after it); orders still unmapped send nothing.
 */
export async function resendTrackingWithoutCarrier(scope: MedusaContainer, before: CarrierMap, after: CarrierMap): Promise<void> {
  if (JSON.stringify(before) === JSON.stringify(after)) return
  const service: MarketplaceExchangeModuleService = scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await enqueueOrderWriteBack(scope, await service.ordersTrackedWithoutCarrier())
}
