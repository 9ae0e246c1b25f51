import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueProducts, idsOf } from "../queue/enqueue"

/** A product was created, changed or deleted: queue its sync (which also removes it remotely). */
export default async function productChanged({ event, container }: SubscriberArgs<unknown>) {
  await enqueueProducts(container, idsOf(event.data))
}

export const config: SubscriberConfig = {
  event: ["product.created", "product.updated", "product.deleted"],
  context: { subscriberId: "marketplace-exchange-product-changed" },
}
