import { MedusaError } from "@medusajs/framework/utils"
import { refusal } from "../../../../../messages/refusal"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"

/** The ledger row for a ledger id or a Medusa order id, or a 404 that says which. */
export async function ledgerRowFor(service: MarketplaceExchangeModuleService, id: string) {
  const [row] = await service.listOrderImports(id.startsWith("mxord_") ? { id } : { medusa_order_id: id }, { take: 1 })
  if (!row) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.order.unknown", { id })
  return row
}
