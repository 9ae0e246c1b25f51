import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { drainSoon } from "../queue/drain"
import { QUEUE_READY_EVENT, servesOnly } from "../queue/worker-mode"

/**
 * A server-only process queued work (an admin's Sync all, a retry, a settings resend): a worker
 * drains it now rather than at the next minute. A server that hears its own event (Medusa's
 * in-process bus) leaves it to the workers' minute drain.
 */
export default async function queueReady({ container }: SubscriberArgs<unknown>) {
  if (!servesOnly(container)) drainSoon(container, 0)
}

export const config: SubscriberConfig = {
  event: QUEUE_READY_EVENT,
  context: { subscriberId: "marketplace-exchange-queue-ready" },
}
