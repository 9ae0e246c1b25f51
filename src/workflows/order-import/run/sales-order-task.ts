import { codedMessage, type CodedMessage, spoken } from "../../../messages"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ClaimedTask, TaskOutcome } from "../../../modules/marketplace-exchange/types"
import { writeBackOrderWorkflow } from "../../order-write-back/workflows/write-back-order"
import { requireClient } from "../../shared/require-client"
import type { TaskRun } from "../../../queue/task-kind-registry"
import { orderTaskOutcome, workflowResult } from "../../../queue/task-outcome"
import type { OrderImportOutcome } from "../steps/create-or-park-order"
import { importSalesOrder, SalesOrderImport } from "./import-sales-order"
import { loadOrderImportContext } from "./import-targets"
import { takeOverPayment } from "./take-over-payment"

/** A marketplace change the poll found for an imported order (spec 4.2 rule 4), carried in the task's payload. */
export interface SalesOrderChange {
  /** Its MarketplaceModificationDate (ISO): noted on the ledger once looked at, so the poll stops calling it news. */
  modified: string
}

/** What one run of a sales order's task did, kept in its payload (`result`) for Import now's summary. */
export type SalesOrderResult = OrderImportOutcome | "closed" | "changed" | "written_back" | "unchanged"

/** Ledger states whose import is not finished: the task goes on with it. */
const UNFINISHED = new Set(["claimed", "created"])

/**
 * An import that did not go through (the ledger row says why, in its words): the queue tries the
 * order again after its backoff; the task's error says it in the merchant's language.
 */
class OrderNotImportedYet extends Error {
  readonly words: CodedMessage
  constructor(remoteOrderId: string, reason: { message: string; words: CodedMessage }) {
    const words = codedMessage("import.retrying", { order: remoteOrderId, reason: reason.words })
    super(`Marketplace order ${remoteOrderId} was not imported and is tried again: ${reason.message}`)
    this.words = words
  }
}

/** Why the ledger row's import failed, with its words; a row of an older version has only the English. */
const reasonOf = (row: { last_error?: string | null; last_error_words?: unknown } | undefined) => {
  const message = row?.last_error ?? "the import failed."
  const words = (row?.last_error_words as CodedMessage | null | undefined) ?? codedMessage("import.failed", { detail: message })
  return { message, words }
}

const importedOutcome: Record<OrderImportOutcome | "closed", TaskOutcome> = {
  created: "sent",
  resumed: "sent",
  parked: "parked",
  skipped: "unchanged",
  failed: "refused",
  closed: "removed",
}

const done = (outcome: TaskOutcome, result: SalesOrderResult): TaskRun => ({ outcome, keep: { result } })

const ledgerRow = async (service: MarketplaceExchangeModuleService, accountId: string, remoteOrderId: string) =>
  (
    await service.listOrderImports(
      { account_id: accountId, remote_order_id: remoteOrderId },
      { select: ["id", "state", "medusa_order_id", "reasons", "last_error", "last_error_words", "writeback_due"], take: 1 }
    )
  )[0]

/**
 * The `sales_order` task, one per marketplace order and keyed by its account and SalesOrders id,
 * so a second enqueue is a no-op and no two runs of one order overlap (the queue's claim): the
 * order is brought in step both ways. An order the ledger has not finished is read with
 * `$expand` and imported (the ledger's changes are fenced by this task's claim: exactly once,
 * ForeignOrderId included);
 * then, for an imported one, what the marketplace changed (its payment) is taken over and
 * Medusa's payment and shipping are written back. Both look at the order as it is now, not at
 * what queued the task, so a task that supersedes another does its work too. A parked order
 * waits for the merchant's Retry; a closed one is gone. Everything runs on the task's account: its
 * settings (where the order goes), its ledger row, its own client (where the write-back goes).
 * `lost`: the task was taken over.
 */
export async function runSalesOrderTask(container: MedusaContainer, task: ClaimedTask, lost: AbortSignal): Promise<TaskRun> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const remoteOrderId = task.entity_id
  const change = (task.payload?.change ?? null) as SalesOrderChange | null
  const accountId = task.account_id
  const settings = await service.getSettingsForTask(accountId)
  let row = await ledgerRow(service, accountId, remoteOrderId)
  let imported: SalesOrderImport | null = null
  if (!row || UNFINISHED.has(row.state)) {
    const ctx = await loadOrderImportContext(container, settings)
    // An order the ledger does not know that another system claimed meanwhile is that system's.
    imported = await importSalesOrder(container, remoteOrderId, ctx, task, { unclaimedOnly: !row, lost, before: row ?? null })
    const { outcome } = imported
    row = await ledgerRow(service, accountId, remoteOrderId)
    if (outcome === "failed" || (outcome === "skipped" && row && UNFINISHED.has(row.state))) {
      // Kept before the task goes back to wait: Import now and Retry count it as failed meanwhile. Skipped
      // with the row unfinished: this run's claim was taken over, and the run that took it goes on.
      await service.saveTaskProgress(task, { result: "failed" satisfies SalesOrderResult })
      throw new OrderNotImportedYet(remoteOrderId, outcome === "failed" ? reasonOf(row) : spoken("import.under_way", {}))
    }
    if (outcome !== "created" && outcome !== "resumed" && row?.state !== "completed") return done(importedOutcome[outcome], outcome)
  }
  // A new order came in whole (its payment as the marketplace reported it): written back only when
  // Medusa changed it while the import ran (the row is marked; later changes queue the task again).
  if (imported?.outcome === "created" && !row?.writeback_due) return done("sent", "created")
  if (!row || row.state !== "completed" || !row.medusa_order_id) return done("unchanged", "unchanged")
  const orderId = row.medusa_order_id
  const ledgerId = row.id
  const fresh = imported?.outcome === "resumed" || imported?.outcome === "created" ? imported : null
  if (row.writeback_due) await service.updateOrderImports({ id: ledgerId, writeback_due: false })
  // Its writes are filed under the Medusa order too, so the activity page links them to it.
  return service.withActivitySubject({ orderId }, async () => {
    const readOrder = async () => fresh?.order ?? (await requireClient(service, settings)).salesOrders.get(remoteOrderId, [])
    const changed = await takeOverPayment(container, { id: ledgerId, medusa_order_id: orderId }, readOrder)
    if (change) await service.noteMarketplaceModified(accountId, [{ remote_order_id: remoteOrderId, modified: new Date(change.modified) }])
    const input = { accountId, remoteOrderId, orderId }
    const written = orderTaskOutcome(workflowResult(await writeBackOrderWorkflow(container).run({ input, throwOnError: false })))
    if (fresh) return done("sent", imported!.outcome as "created" | "resumed")
    return done(changed ? "sent" : written, changed ? "changed" : written === "sent" ? "written_back" : "unchanged")
  })
}
