import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { registerTaskKind } from "../../queue/task-kind-registry"
import { productTaskOutcome, workflowResult } from "../../queue/task-outcome"
import { queueSyncAllWorkflow } from "./workflows/queue-sync-all"
import { requireClient } from "../shared/require-client"
import { productConcernsAccount } from "./store/product-concerns-account"
import { syncProductWorkflow } from "./workflows/sync-product"

/**
 * The queue's product work, registered as Medusa's loader imports this file (as workflows
 * register themselves): a product's sync for one account (the task's), and a Sync all that queues
 * an account's channel's products in pages. A product's outages are retried for as long as they
 * last (stock never gives up); its refusals are held per write inside the sync, so what fails the
 * task is what no retry fixes.
 */
registerTaskKind("product", {
  subject: (task) => ({ productId: task.entity_id }),
  run: async (container, task) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const settings = await service.getSettingsForTask(task.account_id)
    // An account not set up fails its task as the sync would; one set up skips products not its own at once.
    await requireClient(service, settings)
    if (!(await productConcernsAccount(container, settings, task.entity_id))) return "skipped"
    const input = { accountId: task.account_id, productId: task.entity_id }
    return productTaskOutcome(workflowResult(await syncProductWorkflow(container).run({ input, throwOnError: false })) as never)
  },
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
      accountId: task.account_id,
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
