import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueueOrderWriteBack, idsOf } from "../workflows/queue/enqueue"

/**
 * A fulfillment was shipped or delivered: if it belongs to a marketplace order, the shipped
 * items' status and tracking numbers go back (and the order's, once every item is shipped).
 */
export default async function orderShippingChanged({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "fulfillment", fields: ["id", "order.id"], filters: { id: idsOf(event.data) } })
  const orderIds = data.map((f: { order?: { id?: string } | null }) => f.order?.id).filter((id: string | undefined): id is string => Boolean(id))
  await enqueueOrderWriteBack(container, orderIds)
}

export const config: SubscriberConfig = {
  event: ["shipment.created", "delivery.created"],
  context: { subscriberId: "marketplace-exchange-order-shipping" },
}
