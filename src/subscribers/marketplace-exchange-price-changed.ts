import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueueProducts, idsOf } from "../queue/enqueue"

/** Prices (also those of price lists, so sales start and end) changed: queue their variants' products. */
export default async function priceChanged({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "price",
    fields: ["id", "price_set.variant.product_id"],
    filters: { id: idsOf(event.data) },
    withDeleted: true,
  })
  await enqueueProducts(
    container,
    data.map((p: { price_set?: { variant?: { product_id?: string } | null } | null }) => p.price_set?.variant?.product_id ?? "")
  )
}

export const config: SubscriberConfig = {
  // Prices have no workflow events of their own; a price change must reach the marketplace at once, or it sells at the old one.
  // eslint-disable-next-line @medusajs/prefer-workflow-event-over-module-event
  event: ["pricing.price.created", "pricing.price.updated", "pricing.price.deleted"],
  context: { subscriberId: "marketplace-exchange-price-changed" },
}
