import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ClaimedTask, TaskOutcome } from "../../../modules/marketplace-exchange/types"
import type { TaskRun } from "../../queue/task-kinds"
import { writeBackOrderWorkflow } from "../../order-write-back/workflows/write-back-order"
import { orderTaskOutcome, workflowResult } from "../../queue/task-outcome"
import type { OrderImportOutcome } from "../steps/create-or-park-order"
import { importSalesOrder } from "./import-sales-order"
import { loadOrderImportContext } from "./import-targets"
import { takeOverPayment } from "./take-over-payment"

/** A marketplace change the poll found for an imported order (spec 4.2 rule 4), carried in the task's payload. */
export interface SalesOrderChange {
  /** Its MarketplaceModificationDate (ISO): noted on the ledger once taken over, so the poll stops calling it news. */
  modified: string
  /** The marketplace reports it paid (MonetaryPaymentStatus). */
  paid: boolean
}

/** What one run of a sales order's task did, kept in its payload (`result`) for Import now's summary. */
export type SalesOrderResult = OrderImportOutcome | "closed" | "changed" | "written_back" | "unchanged"

/** Ledger states whose import is not finished: the task goes on with it. */
const UNFINISHED = new Set(["claimed", "created"])

/** An import that failed (the ledger row says why): the queue tries the order again after its backoff. */
class OrderNotImportedYet extends Error {
  constructor(remoteOrderId: string, reason: string | null) {
    super(`Marketplace order ${remoteOrderId} was not imported and is tried again${reason ? `: ${reason}` : "."}`)
  }
}

const importedOutcome: Record<OrderImportOutcome | "closed", TaskOutcome> = {
  created: "sent",
  resumed: "sent",
  parked: "parked",
  skipped: "unchanged",
  failed: "refused",
  closed: "removed",
}

/**
 * The `sales_order` task (issue 28), one per marketplace order and keyed by its SalesOrders id,
 * so a second enqueue is a no-op and no two runs of one order overlap (the queue's claim): the
 * order is brought in step both ways. An order the ledger has not finished is read with
 * `$expand` and imported (the ledger's claim makes it exactly once, ForeignOrderId included);
 * an imported one takes over what the marketplace changed (its payment) and has Medusa's payment
 * and shipping written back. A parked order waits for the merchant's Retry; a closed one is gone.
 */
export async function runSalesOrderTask(container: MedusaContainer, task: ClaimedTask): Promise<TaskRun> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const remoteOrderId = task.entity_id
  const change = (task.payload?.change ?? null) as SalesOrderChange | null
  const [row] = await service.listOrderImports({ remote_order_id: remoteOrderId }, { select: ["id", "state", "medusa_order_id"], take: 1 })
  if (!row || UNFINISHED.has(row.state)) {
    const ctx = await loadOrderImportContext(container, await service.getSettingsForTask())
    // An order the ledger does not know that another system claimed meanwhile is that system's.
    const { outcome } = await importSalesOrder(container, remoteOrderId, ctx, { unclaimedOnly: !row, byTask: true })
    if (outcome === "failed") {
      // Kept before the task goes back to wait: Import now counts it as failed meanwhile.
      await service.saveSyncTaskProgress(task, { result: outcome })
      const [failed] = await service.listOrderImports({ remote_order_id: remoteOrderId }, { select: ["last_error"], take: 1 })
      throw new OrderNotImportedYet(remoteOrderId, failed?.last_error ?? null)
    }
    if (change && (outcome === "created" || outcome === "resumed")) await noteTakenOver(service, remoteOrderId, change)
    return done(importedOutcome[outcome], outcome)
  }
  if (row.state !== "completed" || !row.medusa_order_id) return done("unchanged", "unchanged")
  const orderId = row.medusa_order_id
  // Its writes are filed under the Medusa order too, so the activity page links them to it.
  return service.withActivitySubject({ orderId }, async () => {
    const changed = change?.paid ? await takeOverPayment(container, { id: row.id, medusa_order_id: orderId }) : false
    if (change) await noteTakenOver(service, remoteOrderId, change)
    const input = { remoteOrderId, orderId }
    const written = orderTaskOutcome(workflowResult(await writeBackOrderWorkflow(container).run({ input, throwOnError: false })))
    return done(changed ? "sent" : written, changed ? "changed" : written === "sent" ? "written_back" : "unchanged")
  })
}

const done = (outcome: TaskOutcome, result: SalesOrderResult): TaskRun => ({ outcome, keep: { result } })

function noteTakenOver(service: MarketplaceExchangeModuleService, remoteOrderId: string, change: SalesOrderChange) {
  return service.noteMarketplaceModified([{ remote_order_id: remoteOrderId, modified: new Date(change.modified) }])
}
