import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { isOrderGone } from "../../../client"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { OrderTaskClaim } from "../../../modules/marketplace-exchange/types"
import type { OrderImportOutcome } from "../steps/create-or-park-order"
import { importOneOrder } from "./import-one-order"
import { afterHeldImport, heldVariantsOf } from "./retry-waiting-orders"
import type { OrderImportContext } from "./import-targets"
import { variantLookupFor } from "./variant-lookup"
import { refusal } from "../../../messages/refusal"

/** What reading and importing one marketplace order came to; `closed`: the service no longer holds it. */
export type SalesOrderImport = { outcome: OrderImportOutcome | "closed"; order: SalesOrder | null }

/**
 * Reads one marketplace order of the context's account (its settings name it, its client asks it)
 * with its items, payments and addresses (`$expand`, one GET) and runs
 * the import workflow for it under its queue task's claim (`task`). `unclaimedOnly`:
 * an order another system has claimed meanwhile (its ForeignOrderId is set and the ledger does
 * not know it) is left to that system. An order the service answers 404 for is closed.
 * `lost`: the task was taken over; `before`: the order's ledger row as the task read it (none: new).
 */
export async function importSalesOrder(
  container: MedusaContainer,
  remoteOrderId: string,
  ctx: Pick<OrderImportContext, "client" | "targets" | "settings">,
  task: OrderTaskClaim,
  options: { unclaimedOnly?: boolean; lost?: AbortSignal; before?: { state: string; reasons?: unknown } | null } = {}
): Promise<SalesOrderImport> {
  let order: SalesOrder
  try {
    order = await ctx.client.salesOrders.get(remoteOrderId)
  } catch (error) {
    if (!isOrderGone(error, remoteOrderId, { onlyOrderCalls: true })) throw error
    await container
      .resolve<MarketplaceExchangeModuleService>(MARKETPLACE_EXCHANGE_MODULE)
      .closeGoneOrders(ctx.settings.account.id, [remoteOrderId])
    return { outcome: "closed", order: null }
  }
  if (options.unclaimedOnly && order.ForeignOrderId) return { outcome: "skipped", order }
  // The task was taken over while it read: the run that took it imports the order.
  if (options.lost?.aborted) throw refusal(MedusaError.Types.CONFLICT, "refusal.order.taken_over", { order: remoteOrderId })
  const lookup = await variantLookupFor(container, ctx.settings.account.id, [order])
  const held = heldVariantsOf(options.before ?? null)
  // An order the ledger did not know was never parked: it has no alert to clear.
  const outcome = await importOneOrder(container, order, lookup, ctx, task, { mayHaveAlert: Boolean(options.before) })
  if (outcome === "created" || outcome === "resumed") await afterHeldImport(container, held)
  return { outcome, order }
}
