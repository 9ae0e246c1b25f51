import { MedusaError } from "@medusajs/framework/utils"
import { registerTaskKind } from "../../queue/task-kind-registry"
import { productTaskOutcome, workflowResult } from "../../queue/task-outcome"
import { queueSyncAllWorkflow } from "./workflows/queue-sync-all"
import { syncProductWorkflow } from "./workflows/sync-product"

/**
 * The queue's product work, registered as Medusa's loader imports this file (as workflows
 * register themselves): a product's sync, and a Sync all that queues a channel's products in
 * pages. A product's outages are retried for as long as they last (stock never gives up); its
 * refusals are held per write inside the sync, so what fails the task is what no retry fixes.
 */
registerTaskKind("product", {
  subject: (task) => ({ productId: task.entity_id }),
  run: async (container, task) =>
    productTaskOutcome(
      workflowResult(await syncProductWorkflow(container).run({ input: { productId: task.entity_id }, throwOnError: false })) as never
    ),
})

registerTaskKind("sync_all", {
  subject: () => ({}),
  run: async (container, task) => {
    const payload = (task.payload ?? {}) as { sales_channel_id?: string; listed?: boolean; after?: string | null; queued?: number }
    const scope = payload.listed
      ? { listed: true as const }
      : payload.sales_channel_id
        ? { salesChannelId: payload.sales_channel_id }
        : null
    if (!scope) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Sync all ${task.entity_id} names no sales channel.`)
    const input = {
      claim: { id: task.id, attempts: task.attempts },
      batchId: task.entity_id,
      scope,
      after: payload.after ?? null,
      queued: payload.queued ?? 0,
    }
    workflowResult(await queueSyncAllWorkflow(container).run({ input, throwOnError: false }))
    return null
  },
  startsBatch: true,
})
