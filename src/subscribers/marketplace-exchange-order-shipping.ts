import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueueOrderWriteBack, idsOf } from "../queue/enqueue"

/**
 * A fulfillment was shipped: if it belongs to a marketplace order, the shipped items' carrier,
 * tracking numbers and status go back (and the order's, once every item is shipped). A delivery
 * sends nothing: what ShippingStatus 2 means is not known (A24).
 */
export default async function orderShippingChanged({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "fulfillment", fields: ["id", "order.id"], filters: { id: idsOf(event.data) } })
  const orderIds = data
    .map((f: { order?: { id?: string } | null }) => f.order?.id)
    .filter((id: string | undefined): id is string => Boolean(id))
  await enqueueOrderWriteBack(container, orderIds)
}

export const config: SubscriberConfig = {
  event: ["shipment.created"],
  context: { subscriberId: "marketplace-exchange-order-shipping" },
}
