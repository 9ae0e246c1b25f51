import type { MedusaContainer } from "@medusajs/framework/types"
import { queueListingSweep } from "../workflows/listing-check/run/sweep-task"

/**
 * Every minute: queues the listing sweep (asks the service whether due listings are live, within
 * the merchant's checks per minute), which the queue runs once at a time however many instances
 * tick. Stores without a connection are left alone.
 */
export default async function checkListingsJob(container: MedusaContainer) {
  await queueListingSweep(container)
}

export const config = { name: "marketplace-exchange-check-listings", schedule: "* * * * *" }
