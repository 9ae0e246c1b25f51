import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { GONE_AT_SERVICE } from "./gone-orders"

/**
 * Closes the ledger rows of orders the service no longer holds, so that no poll, import,
 * write-back or live view asks those ids again. Without ids: every row not closed
 * yet (the account's sales orders were emptied). A run importing one of them meanwhile
 * changes its row no more (only unfinished rows are changed by an import) and stops. Answers how many rows were closed.
 */
export async function closeGoneOrders(container: MedusaContainer, remoteOrderIds?: string[]): Promise<number> {
  if (remoteOrderIds && !remoteOrderIds.length) return 0
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const selector: Record<string, unknown> = { state: ["claimed", "created", "completed", "parked"] }
  if (remoteOrderIds) selector.remote_order_id = remoteOrderIds
  const closed = await service.updateOrderImports({
    selector,
    data: { state: "closed", closed_reason: GONE_AT_SERVICE, closed_at: new Date() },
  })
  return closed.length
}
