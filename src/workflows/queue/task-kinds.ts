import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import type { ActivitySubject, ClaimedTask, TaskKind, TaskOutcome } from "../../modules/marketplace-exchange/types"
import { queueSyncAllWorkflow } from "../product-sync/workflows/queue-sync-all"
import { syncProductWorkflow } from "../product-sync/workflows/sync-product"
import { runOrderPoll } from "../order-import/run/poll-orders"
import { runSalesOrderTask } from "../order-import/run/sales-order-task"
import { runAccountScanTask } from "../account-scan/run/scan-account-task"
import { productTaskOutcome, workflowResult } from "./task-outcome"

/** What a task's run did: its outcome, or that with what its kind keeps in the task's payload. */
export type TaskRun = TaskOutcome | null | { outcome: TaskOutcome; keep: Record<string, unknown> }

/** How the drain runs one kind of task: the workflow, what its run did, and what the activity log files its writes under. */
export interface TaskKindRunner {
  subject(task: ClaimedTask): ActivitySubject
  /**
   * Runs the task's workflow; throws its error (the drain's failure policy decides what follows). `lost`: the claim was taken over.
   * Answers what it did, and what the kind keeps of it in the task's payload (saved when the task is closed).
   */
  run(container: MedusaContainer, task: ClaimedTask, lost: AbortSignal): Promise<TaskRun>
}

/** Every kind of task the queue holds, and the workflow that handles it: the one place that knows them. */
export const TASK_KINDS: Record<TaskKind, TaskKindRunner> = {
  product: {
    subject: (task) => ({ productId: task.entity_id }),
    run: async (container, task) =>
      productTaskOutcome(
        workflowResult(await syncProductWorkflow(container).run({ input: { productId: task.entity_id }, throwOnError: false })) as never
      ),
  },
  sales_order: {
    subject: (task) => ({ remoteOrderId: task.entity_id }),
    run: (container, task, lost) => runSalesOrderTask(container, task, lost),
  },
  order_poll: {
    subject: () => ({}),
    run: async (container, task, lost) => {
      await runOrderPoll(container, task, lost)
      return null
    },
  },
  account_scan: {
    subject: () => ({}),
    run: (container, task) => runAccountScanTask(container, task),
  },
  sync_all: {
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
  },
}
