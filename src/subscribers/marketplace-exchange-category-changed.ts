import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueueProducts, idsOf } from "../queue/enqueue"

/** A category was renamed or moved: the products in it carry the change to their catalog. */
export default async function categoryChanged({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_category", fields: ["id", "products.id"], filters: { id: idsOf(event.data) } })
  await enqueueProducts(
    container,
    data.flatMap((c: { products?: Array<{ id: string } | null> }) => (c.products ?? []).map((p) => p?.id ?? ""))
  )
}

export const config: SubscriberConfig = {
  event: ["product-category.updated"],
  context: { subscriberId: "marketplace-exchange-category-changed" },
}
