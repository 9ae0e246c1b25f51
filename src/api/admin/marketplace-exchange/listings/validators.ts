import { z } from "@medusajs/framework/zod"
import { paging, searchTerm, statesFilter } from "../list-query"
import { LISTING_STATES } from "../../../../modules/marketplace-exchange/types"

/** Query of GET /admin/marketplace-exchange/listings: a search in titles, SKUs and ids, states (any of them), paged. */
export const GetListings = z.object({
  q: searchTerm,
  state: statesFilter("state", LISTING_STATES),
  ...paging,
})

export type GetListingsType = z.infer<typeof GetListings>
