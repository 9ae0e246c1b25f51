import { MedusaError } from "@medusajs/framework/utils"
import type { SalesOrder } from "../../client/types"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../protocol/schema"
import { importMarketplaceOrderWorkflow } from "../import-marketplace-order"
import { mapSalesOrder, ParkReason, VariantLookup } from "../mappers/map-sales-order"
import { findImportedOrder, OrderImportContext } from "./order-import-context"

export type OrderImportOutcome = "created" | "resumed" | "parked" | "skipped" | "failed"

/** Errors of the order workflow the merchant can fix, in their words; null for ones a later run may get past. */
function parkReasonOf(error: unknown): ParkReason | null {
  if (!(error instanceof MedusaError) && !(error as { type?: string })?.type) return null
  const { type, code, message } = error as MedusaError
  if (code === MedusaError.Codes.INSUFFICIENT_INVENTORY) {
    return { code: "not_enough_stock", message: "The store has too little stock of an item at the marketplace channel's locations. Add stock, then retry the order." }
  }
  if (type === MedusaError.Types.INVALID_DATA || type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.NOT_FOUND) {
    return { code: "rejected_by_store", message: `Medusa refused the order: ${message}` }
  }
  return null
}

/**
 * Imports one remote order exactly once: claim the ledger row, create the Medusa order (or
 * find the one a crashed run created), record it, write ForeignOrderId, close the row. Each
 * step is recorded before the next, so a run that dies anywhere is resumed, not repeated.
 */
export async function importOrder(ctx: OrderImportContext, order: SalesOrder, lookup: VariantLookup): Promise<OrderImportOutcome> {
  const { service, client, container } = ctx
  const claim = await service.claimOrderImport(order.Id, order.PlatformOrderId ?? null)
  if (!claim) return "skipped"
  try {
    let created = claim.state === "created" && claim.medusa_order_id ? { id: claim.medusa_order_id, display_id: claim.display_id! } : null
    let outcome: OrderImportOutcome = "resumed"
    // Only a claim taken over from an earlier attempt can find an order already created.
    if (!created && claim.attempts > 1) created = await findImportedOrder(container, order.Id)
    const paidOnMarketplace = order.MonetaryPaymentStatus === MONETARY_PAYMENT_STATUS_PAID
    if (!created) {
      const mapping = mapSalesOrder(order, lookup, ctx.currencyCode)
      if (!mapping.ok) {
        await service.advanceOrderImport(claim.id, { state: "parked", reasons: mapping.reasons })
        return "parked"
      }
      const { result, errors } = await importMarketplaceOrderWorkflow(container).run({
        input: { remote_order_id: order.Id, order: mapping.order, region_id: ctx.regionId, sales_channel_id: ctx.salesChannelId, shipping_option: ctx.shippingOption },
        throwOnError: false,
      })
      if (errors?.length) {
        const reason = parkReasonOf(errors[0].error)
        if (!reason) throw errors[0].error
        await service.advanceOrderImport(claim.id, { state: "parked", reasons: [reason] })
        return "parked"
      }
      created = { id: result.id, display_id: result.display_id }
      outcome = "created"
    }
    // A marketplace-paid order needs no PaidAmount from us (spec 1 rule 10 marks it once).
    await service.advanceOrderImport(claim.id, {
      state: "created",
      medusa_order_id: created.id,
      display_id: created.display_id,
      writeback: paidOnMarketplace ? { paid: true } : undefined,
    })
    await client.salesOrders.updateProperty(order.Id, "ForeignOrderId", created.display_id)
    await service.advanceOrderImport(claim.id, { state: "completed" })
    return outcome
  } catch (error) {
    const message = (error as Error).message ?? String(error)
    container.resolve("logger").warn(`marketplace-exchange: import of marketplace order ${order.Id} failed, will be tried again: ${message}`)
    await service.releaseOrderImport(claim.id, message)
    return "failed"
  }
}
