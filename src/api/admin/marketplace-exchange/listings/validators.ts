import { z } from "@medusajs/framework/zod"
import { ACCOUNT_ID_PARAM } from "../account-of-request"
import { paging, searchTerm, statesFilter, warningCode } from "../list-query"
import { LISTING_STATES, SEVERITIES } from "../../../../modules/marketplace-exchange/types"

/** Query of GET /admin/marketplace-exchange/listings: a search in titles, SKUs and ids, states (any of them), paged. */
export const GetListings = z.object({
  ...ACCOUNT_ID_PARAM,
  q: searchTerm,
  state: statesFilter("state", LISTING_STATES),
  /** By the one severity each row shows (any of them), and by a shared warning's code. */
  severity: statesFilter("severity", SEVERITIES),
  warning: warningCode,
  ...paging,
})

export type GetListingsType = z.infer<typeof GetListings>
