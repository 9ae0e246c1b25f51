import type { MedusaContainer } from "@medusajs/framework/types"
import { queueListingSweep } from "../workflows/listing-check/run/sweep-task"

/**
 * Every minute: queues each account's listing sweep (asks its service whether its due listings
 * are live, within its checks per minute), which the queue runs once at a time per account
 * however many instances tick. Accounts without a connection are left alone.
 */
export default async function checkListingsJob(container: MedusaContainer) {
  await queueListingSweep(container)
}

export const config = { name: "marketplace-exchange-check-listings", schedule: "* * * * *" }
