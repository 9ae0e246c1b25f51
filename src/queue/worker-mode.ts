import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/** Raised by a server-only process that queued work, so that a worker drains it at once. */
export const QUEUE_READY_EVENT = "marketplace-exchange.queue.ready"

/**
 * Whether this process only serves the admin and API (Medusa's `workerMode: "server"`, also
 * from MEDUSA_WORKER_MODE): the queue's work belongs to the workers, which load the jobs.
 */
export function servesOnly(container: MedusaContainer): boolean {
  const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE, { allowUnregistered: true }) as
    { projectConfig?: { workerMode?: string } } | undefined
  return config?.projectConfig?.workerMode === "server"
}

/** Tells the workers that tasks are waiting (through the event bus: Redis in a split set-up). */
export async function tellWorkers(container: MedusaContainer): Promise<void> {
  await container.resolve(Modules.EVENT_BUS).emit({ name: QUEUE_READY_EVENT, data: {} })
}
