import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { enqueueProducts, idsOf } from "../queue/enqueue"

/**
 * A variant was created, changed (price edits come this way too) or deleted: queue its
 * product. A deleted variant is found through the products it was pushed with.
 */
export default async function variantChanged({ event, container }: SubscriberArgs<unknown>) {
  const variantIds = idsOf(event.data)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product_id"],
    filters: { id: variantIds },
    withDeleted: true,
  })
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const pushed = await service.findProductsOfVariants(variantIds)
  await enqueueProducts(container, [...data.map((v: { product_id?: string | null }) => v.product_id ?? ""), ...pushed])
}

export const config: SubscriberConfig = {
  event: ["product-variant.created", "product-variant.updated", "product-variant.deleted"],
  context: { subscriberId: "marketplace-exchange-variant-changed" },
}
