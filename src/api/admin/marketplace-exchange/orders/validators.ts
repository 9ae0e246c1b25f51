import { z } from "@medusajs/framework/zod"
import { ACCOUNT_ID_PARAM } from "../account-of-request"
import { paging, searchTerm, statesFilter } from "../list-query"
import { LEDGER_STATES } from "./ledger-view"

/**
 * Query of GET /admin/marketplace-exchange/orders: of an account (the first when not named), by
 * state (one or several), a search in order numbers, paged.
 */
export const GetMarketplaceOrders = z.object({
  ...ACCOUNT_ID_PARAM,
  state: statesFilter("state", LEDGER_STATES),
  q: searchTerm,
  ...paging,
})

export type GetMarketplaceOrdersType = z.infer<typeof GetMarketplaceOrders>
