import { z } from "@medusajs/framework/zod"
import { ACCOUNT_ID_PARAM } from "../account-of-request"
import { paging, searchTerm, statesFilter } from "../list-query"

const STATUSES = ["pending", "synced", "attention", "parked", "failed", "removed", "gone_at_service"] as const

/** Query of GET /admin/marketplace-exchange/products: by state (one or several), a search in titles and ids, paged. */
export const GetMarketplaceProducts = z.object({
  ...ACCOUNT_ID_PARAM,
  status: statesFilter("status", STATUSES),
  q: searchTerm,
  ...paging,
})

export type GetMarketplaceProductsType = z.infer<typeof GetMarketplaceProducts>
