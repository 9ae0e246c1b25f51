import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { pollMarketplaceOrders } from "../workflows/order-import/run/poll-orders"

/** The scheduler's tick: a poll runs at the first tick after `order_poll_seconds` (or the backoff) has passed. */
export const POLL_TICK_MS = 5_000

/**
 * Ticks every 5 seconds; a light poll for marketplace orders runs when due (run/poll-orders.ts).
 * With the Redis workflow engine Medusa runs each tick once per cluster; the poll's lease keeps
 * polls apart anyway (in-memory engines tick on every instance, and a slow poll outlasts a tick).
 */
export default async function pollMarketplaceOrdersJob(container: MedusaContainer) {
  const outcome = await pollMarketplaceOrders(container)
  if (!outcome.polled) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (outcome.error) {
    logger.warn(`marketplace-exchange: order poll failed, backing off: ${(outcome.error as Error).message}`)
    return
  }
  const summary = outcome.summary
  if (summary && (summary.created || summary.parked || summary.failed || summary.changed)) {
    logger.info(
      `marketplace-exchange: order import: ${summary.created} created, ${summary.parked} parked, ${summary.failed} to retry, ` +
        `${summary.changed} changes taken over`
    )
  }
}

export const config = { name: "marketplace-exchange-poll-orders", schedule: { interval: POLL_TICK_MS } }
