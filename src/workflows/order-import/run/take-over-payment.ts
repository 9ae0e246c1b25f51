import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { markPaymentCollectionAsPaid } from "@medusajs/medusa/core-flows"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../../protocol/schema"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { convertPaidMarketplaceDraftWorkflow } from "../store/convert-paid-marketplace-draft"

/** Re-reads changes from this much before the cursor: repeats are harmless, a gap would not be. */
const CURSOR_OVERLAP_MS = 1000
/** Where a store without a cursor starts: earlier orders came in with their state at import. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000

/** Where the feed of changes starts: a second before the cursor (A25), or a day back for a store without one. */
export function changesSince(cursor: Date | null, now = Date.now()): Date {
  return cursor ? new Date(cursor.getTime() - CURSOR_OVERLAP_MS) : new Date(now - FIRST_LOOK_BACK_MS)
}

/**
 * Spec 4.2 rule 4's changes, as Medusa takes them over today: an order the marketplace reports
 * paid whose Medusa payment is still open gets it marked paid; one imported as a draft ("import
 * only paid orders") becomes an order, also when a resumed import already marked its payment.
 * Medusa is looked at first: only an order with something open is read from the service
 * (`readOrder`, one GET unless the caller has it). The caller is the order's own task, so no
 * import of it runs meanwhile. Answers whether anything changed in Medusa.
 */
export async function takeOverPayment(
  container: MedusaContainer,
  row: { id: string; medusa_order_id: string },
  readOrder: () => Promise<Pick<SalesOrder, "MonetaryPaymentStatus">>
): Promise<boolean> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "is_draft_order", "payment_collections.id", "payment_collections.status"],
    filters: { id: row.medusa_order_id },
  })
  if (!data[0]) return false
  const open = (data[0].payment_collections ?? []).find((c: { status?: string } | null) => c?.status === "not_paid")
  const draft = Boolean(data[0].is_draft_order)
  if (!open && !draft) return false
  if ((await readOrder()).MonetaryPaymentStatus !== MONETARY_PAYMENT_STATUS_PAID) return false
  // Recorded first: the capture's event queues a write-back, which must not echo PaidAmount back.
  const flipped = open ? await service.claimOrderPaidWriteBack(row.id) : false
  try {
    if (draft) {
      await convertPaidMarketplaceDraftWorkflow(container).run({
        input: { order_id: row.medusa_order_id, payment_collection_id: open?.id ?? null },
      })
    } else {
      await markPaymentCollectionAsPaid(container).run({ input: { order_id: row.medusa_order_id, payment_collection_id: open.id } })
    }
  } catch (error) {
    if (flipped) await service.mergeOrderWriteBack(row.id, { paid: false })
    throw error
  }
  return true
}
