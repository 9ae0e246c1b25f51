import { MedusaError } from "@medusajs/framework/utils"
import type { SalesOrder } from "../../client/types"
import type { ClaimedOrder } from "../../modules/marketplace-exchange/lib/order-ledger"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../protocol/schema"
import { importMarketplaceOrderWorkflow } from "../import-marketplace-order"
import { mapSalesOrder, OrderMapping, ParkReason, VariantLookup } from "../mappers/map-sales-order"
import { enqueueProducts } from "../queue/enqueue"
import { completeFoundOrder } from "./complete-found-order"
import { findImportedOrder, OrderImportContext } from "./order-import-context"

export type OrderImportOutcome = "created" | "resumed" | "parked" | "skipped" | "failed"

const NOT_ENOUGH_STOCK: ParkReason = {
  code: "not_enough_stock",
  message: "The store has too little stock of an item at the marketplace channel's locations. Add stock, then retry the order.",
}

/** Medusa's stock refusals: the cart check (a code) and the inventory module's reservation (a message). */
function isStockError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || /not enough stock/i.test(message ?? "")
}

/** Errors of the order workflow the merchant can fix, in their words; null for ones a later run may get past. */
function parkReasonOf(error: unknown): ParkReason | null {
  if (isStockError(error)) return NOT_ENOUGH_STOCK
  const { type, message } = (error ?? {}) as { type?: string; message?: string }
  if (type === MedusaError.Types.INVALID_DATA || type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.NOT_FOUND) {
    return { code: "rejected_by_store", message: `Medusa refused the order: ${message}` }
  }
  return null
}

/** Mapping is pure, but malformed service data (a price that is no number) must park, not loop. */
function mapSafely(order: SalesOrder, lookup: VariantLookup, currency: string): OrderMapping {
  try {
    return mapSalesOrder(order, lookup, currency)
  } catch (error) {
    return { ok: false, reasons: [{ code: "missing_data", message: `The order's data cannot be read: ${(error as Error).message}` }] }
  }
}

/**
 * Creates the Medusa order. Two orders imported at once can both plan their reservations on
 * the same last units; the loser is tried once more with a fresh plan before it is parked.
 */
async function createOrder(ctx: OrderImportContext, order: SalesOrder, mapped: Extract<OrderMapping, { ok: true }>["order"]) {
  for (let attempt = 1; ; attempt++) {
    const { result, errors } = await importMarketplaceOrderWorkflow(ctx.container).run({
      input: { remote_order_id: order.Id, order: mapped, region_id: ctx.regionId, sales_channel_id: ctx.salesChannelId, shipping_option: ctx.shippingOption },
      throwOnError: false,
    })
    if (!errors?.length) return { ok: true as const, created: { id: result.id, display_id: result.display_id } }
    const error = errors[0].error
    if (attempt < 2 && isStockError(error)) continue
    const reason = parkReasonOf(error)
    if (!reason) throw error
    return { ok: false as const, reason }
  }
}

/**
 * The sale lowered the sold variations' stock at the service (spec 1 rule 8), which the
 * snapshot does not know: for a variant whose inventory Medusa does not manage nothing in
 * Medusa moves, so without this the listing would run down to 0 and end. Marks them stale
 * and queues their products, whose next sync sends the stock again.
 */
async function markSoldStockStale(ctx: OrderImportContext, order: SalesOrder) {
  const items = (order.SalesOrderItems ?? []).filter((i) => i.ProductId).map((i) => ({ productId: String(i.ProductId), variationId: i.ProductVariationId ? String(i.ProductVariationId) : null }))
  const productIds = await ctx.service.markSoldStockStale(items)
  await enqueueProducts(ctx.container, productIds)
}

/**
 * Imports one remote order exactly once: claim the ledger row, create the Medusa order (or
 * find and complete the one a crashed run created), record it, write ForeignOrderId, close
 * the row. Each step is recorded before the next, and every change of the row names this
 * worker's claim, so a run that dies anywhere is resumed, not repeated, and a worker whose
 * claim was taken over stops.
 */
export async function importOrder(ctx: OrderImportContext, order: SalesOrder, lookup: VariantLookup): Promise<OrderImportOutcome> {
  const { service, client, container } = ctx
  const claim: ClaimedOrder | null = await service.claimOrderImport(order.Id, order.PlatformOrderId ?? null)
  if (!claim) return "skipped"
  const paidOnMarketplace = order.MonetaryPaymentStatus === MONETARY_PAYMENT_STATUS_PAID
  try {
    let created = claim.state === "created" && claim.medusa_order_id ? { id: claim.medusa_order_id, display_id: claim.display_id! } : null
    let outcome: OrderImportOutcome = "resumed"
    // A marketplace-paid order needs no PaidAmount from us (spec 1 rule 10 marks it once).
    if (paidOnMarketplace) await service.mergeOrderWriteBack(claim.id, { paid: true })
    // Only a claim taken over from an earlier attempt can find an order already created.
    if (!created && claim.attempts > 1) {
      created = await findImportedOrder(container, order.Id)
      if (created) await completeFoundOrder(ctx, created.id, paidOnMarketplace)
    }
    if (!created) {
      const mapping = mapSafely(order, lookup, ctx.currencyCode)
      if (!mapping.ok) {
        await service.advanceOrderImport(claim, { state: "parked", reasons: mapping.reasons })
        return "parked"
      }
      const result = await createOrder(ctx, order, mapping.order)
      if (!result.ok) {
        await service.advanceOrderImport(claim, { state: "parked", reasons: [result.reason] })
        return "parked"
      }
      created = result.created
      outcome = "created"
    }
    await markSoldStockStale(ctx, order)
    await service.advanceOrderImport(claim, { state: "created", medusa_order_id: created.id, display_id: created.display_id })
    await client.salesOrders.updateProperty(order.Id, "ForeignOrderId", created.display_id)
    await service.advanceOrderImport(claim, { state: "completed" })
    return outcome
  } catch (error) {
    const message = (error as Error).message ?? String(error)
    container.resolve("logger").warn(`marketplace-exchange: import of marketplace order ${order.Id} failed, will be tried again: ${message}`)
    await service.releaseOrderImport(claim, message)
    return "failed"
  }
}
