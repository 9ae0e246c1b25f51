import { z } from "@medusajs/framework/zod"
import { paging, searchTerm, statesFilter } from "../list-query"
import { LEDGER_STATES } from "./ledger-view"

/** Query of GET /admin/marketplace-exchange/orders: by state (one or several), a search in order numbers, paged. */
export const GetMarketplaceOrders = z.object({
  state: statesFilter("state", LEDGER_STATES),
  q: searchTerm,
  ...paging,
})

export type GetMarketplaceOrdersType = z.infer<typeof GetMarketplaceOrders>
