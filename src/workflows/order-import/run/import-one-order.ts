import { codedMessage } from "../../../messages"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { asExchangeError, orderAnswers404 } from "../../../client"
import type { ParamValue } from "../../../messages"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { OrderTaskClaim } from "../../../modules/marketplace-exchange/types"
import { ALERT_KEYS, clearAlert, raiseAlert } from "../../alerts"
import { failureText } from "../../../queue/failure-words"
import type { OrderImportOutcome } from "../steps/create-or-park-order"
import type { VariantLookup } from "../utils/map-sales-order"
import { importOrderWorkflow } from "../workflows/import-order"
import type { OrderImportContext } from "./import-targets"

/**
 * Runs the import workflow for one remote order under its queue task's claim (`task`).
 * A failure is an outcome, not an exception: the failure's message goes on the ledger row for
 * the merchant, and the task's next run tries again. Its writes
 * (ForeignOrderId) and its outcome go to the activity log under the remote order. An order the
 * service answers 404 for is gone there: its row is closed and never asked again.
 * `run`: where orders go, and the settings the run read (the workflow's client comes from them).
 */
export function importOneOrder(
  container: MedusaContainer,
  order: SalesOrder,
  lookup: VariantLookup,
  run: Pick<OrderImportContext, "targets" | "settings">,
  task: OrderTaskClaim,
  options: { mayHaveAlert?: boolean } = {}
): Promise<OrderImportOutcome | "closed"> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return service.withActivitySubject({ accountId: run.settings.account.id, remoteOrderId: String(order.Id) }, () =>
    importInScope(container, order, lookup, run, task, options.mayHaveAlert !== false)
  )
}

async function importInScope(
  container: MedusaContainer,
  order: SalesOrder,
  lookup: VariantLookup,
  { targets, settings }: Pick<OrderImportContext, "targets" | "settings">,
  task: OrderTaskClaim,
  mayHaveAlert: boolean
): Promise<OrderImportOutcome | "closed"> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = settings.account.id
  const started = Date.now()
  const { result, errors } = await importOrderWorkflow(container).run({
    input: { accountId, order, lookup, targets, settings, task },
    throwOnError: false,
  })
  if (!errors?.length) {
    const outcome = result as OrderImportOutcome
    if (outcome !== "skipped") await recordOutcome(container, accountId, order, outcome, Date.now() - started, mayHaveAlert)
    return outcome
  }
  const message = String((errors[0].error as { message?: unknown })?.message ?? errors[0].error)
  // A 404 to the workflow's one request (the order's ForeignOrderId) is confirmed by reading the order.
  const notFound = asExchangeError(errors[0].error)?.kind === "not_found"
  const client = notFound ? await service.clientFor(settings).catch(() => null) : null
  const gone = client ? await orderAnswers404(client, String(order.Id), errors[0].error) : false
  if (gone && (await service.closeGoneOrders(accountId, [String(order.Id)]))) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`marketplace-exchange: the service no longer holds marketplace order ${order.Id}: closed`)
    return "closed"
  }
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .warn(`marketplace-exchange: import of marketplace order ${order.Id} failed, will be tried again: ${message}`)
  const failure = failureText(errors[0].error, "import.failed")
  await service.noteOrderImportFailure(accountId, String(order.Id), task, failure)
  // Said in the merchant's words in the log too, not as the request that failed.
  void service.recordActivity({
    action: "order_import_failed",
    outcome: "failed",
    message,
    words: failure.words,
    duration_ms: Date.now() - started,
  })
  return "failed"
}

const waitsForStock = (reasons: Array<{ code: string }>) =>
  reasons.length > 0 && reasons.every((r) => r.code.startsWith("order.not_enough_stock"))

/**
 * One bell alert per account for every order of it waiting for stock: raised with the first, its
 * counts kept current while it is open, cleared when none waits. Those orders heal themselves
 * (retry-waiting-orders.ts), so the bell only says they wait and that they will be imported.
 */
export async function alertOrdersWaitingForStock(container: MedusaContainer, service: MarketplaceExchangeModuleService, accountId: string) {
  const waiting = (await service.listOrdersWaitingForStock(accountId)).filter((order) => !order.reopened)
  if (!waiting.length) return clearAlert(container, accountId, ALERT_KEYS.waitingForStock)
  const variants = new Set(waiting.flatMap((o) => o.reasons.flatMap((r) => (r.variant_id ? [r.variant_id] : []))))
  await raiseAlert(container, accountId, {
    key: ALERT_KEYS.waitingForStock,
    title: codedMessage("alert.orders_wait_for_stock.title", {}),
    description: codedMessage("alert.orders_wait_for_stock", { orders: waiting.length, products: Math.max(1, variants.size) }),
  })
}

/**
 * The import's outcome in the log, with the Medusa order it made or the reasons it was parked
 * (from the ledger); a parked order raises an alert in the bell, which clears once it is imported.
 */
async function recordOutcome(
  container: MedusaContainer,
  accountId: string,
  order: SalesOrder,
  outcome: OrderImportOutcome,
  ms: number,
  mayHaveAlert: boolean
) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [row] = await service.listOrderImports({ account_id: accountId, remote_order_id: order.Id }, { take: 1 })
  const orderName = order.PlatformOrderId ? `marketplace order ${order.PlatformOrderId}` : `marketplace order ${order.Id}`
  if (outcome === "parked") {
    const reasons = (row?.reasons ?? []) as unknown as Array<{ code: string; params?: Record<string, ParamValue>; message: string }>
    const message = reasons.map((r) => r.message).join(" ") || null
    // The first reason in the reader's language (the orders page lists them all); the English for the log.
    const words = reasons[0]?.code ? { code: reasons[0].code, params: reasons[0].params ?? {} } : null
    void service.recordActivity({
      action: "order_parked",
      outcome: "refused",
      code: reasons[0]?.code ?? null,
      message,
      words,
      duration_ms: ms,
    })
    if (waitsForStock(reasons)) {
      await clearAlert(container, accountId, ALERT_KEYS.parked(String(order.Id)))
      return alertOrdersWaitingForStock(container, service, accountId)
    }
    await raiseAlert(container, accountId, {
      key: ALERT_KEYS.parked(String(order.Id)),
      title: codedMessage("alert.order_waits.title", { order: order.PlatformOrderId ?? String(order.Id) }),
      // The first reason in the bell's language; the orders page lists them all with what to do.
      description: reasons[0]?.code
        ? codedMessage("alert.order_waits", { reason: { code: reasons[0].code, params: reasons[0].params ?? {} } })
        : null,
    })
    return
  }
  // Only while the stock alert is open: an import that was never held costs no look at the ledger.
  if (
    (outcome === "created" || outcome === "resumed") &&
    (await service.listAlerts({ account_id: accountId, key: ALERT_KEYS.waitingForStock }, { take: 1 })).length
  )
    await alertOrdersWaitingForStock(container, service, accountId)
  if (mayHaveAlert) await clearAlert(container, accountId, ALERT_KEYS.parked(String(order.Id)))
  void service.recordActivity({
    action: outcome === "created" ? "order_created" : "order_completed",
    outcome: "ok",
    order_id: row?.medusa_order_id ?? null,
    message: row?.display_id ? `#${row.display_id} (${orderName})` : null,
    words: row?.display_id
      ? codedMessage("activity.order_imported", { display: row.display_id, order: order.PlatformOrderId ?? String(order.Id) })
      : null,
    duration_ms: ms,
  })
}
