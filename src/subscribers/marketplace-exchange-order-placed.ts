import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { releaseDuplicateReservationsWorkflow } from "../workflows/order-import/workflows/release-duplicate-reservations"

/** An order was placed (a draft converted): a marketplace order keeps the import's reservations only. */
export default async function orderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  await releaseDuplicateReservationsWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: "order.placed",
  context: { subscriberId: "marketplace-exchange-order-placed" },
}
