import type { MedusaContainer } from "@medusajs/framework/types"
import { queueDuePolls } from "../workflows/order-import/run/queue-poll"

/** The scheduler's tick: a poll is queued at the first tick after `order_poll_seconds` (or the backoff) has passed. */
export const POLL_TICK_MS = 5_000

/**
 * Ticks every 5 seconds and queues each account's order poll when it is due; the queue runs it as
 * a task (run/poll-orders.ts), one at a time per account whatever scheduler ticks (Redis: once
 * per cluster; the in-memory engine: on every instance).
 */
export default async function pollMarketplaceOrdersJob(container: MedusaContainer) {
  await queueDuePolls(container)
}

export const config = { name: "marketplace-exchange-poll-orders", schedule: { interval: POLL_TICK_MS } }
