import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueueOrderWriteBack, idsOf } from "../queue/enqueue"

/**
 * A payment was captured or refunded: if it belongs to a marketplace order, the write-back looks
 * again (PaidAmount and PaidDate go once the captures cover the total; a refund is shown, not sent).
 */
export default async function orderPaymentCaptured({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "payment_collection.order.id"],
    filters: { id: idsOf(event.data) },
  })
  const orderIds = data
    .map((p: { payment_collection?: { order?: { id?: string } | null } | null }) => p.payment_collection?.order?.id)
    .filter((id: string | undefined): id is string => Boolean(id))
  // A capture of an order the service already knows is paid (the marketplace reported it, and the import captured it) tells it nothing new.
  await enqueueOrderWriteBack(container, orderIds, { unlessPaid: event.name === "payment.captured" })
}

export const config: SubscriberConfig = {
  event: ["payment.captured", "payment.refunded"],
  context: { subscriberId: "marketplace-exchange-order-payment" },
}
