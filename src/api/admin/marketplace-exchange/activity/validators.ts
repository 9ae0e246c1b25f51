import { z } from "@medusajs/framework/zod"
import { paging, statesFilter } from "../list-query"
import { ACCOUNT_ID_PARAM } from "../account-of-request"

const OUTCOMES = ["ok", "refused", "failed"] as const
const AREAS = ["product", "order", "account"] as const

const id = (name: string) =>
  z
    .string({ error: `${name} must be an id` })
    .trim()
    .refine((v) => v.length > 0 && v.length <= 100, { message: `${name} must be an id of at most 100 characters` })
    .optional()

/** Query of GET /admin/marketplace-exchange/activity: by account, product or order, outcome and area (any of them), paged. */
export const GetActivity = z.object({
  ...ACCOUNT_ID_PARAM,
  product_id: id("product_id"),
  order_id: id("order_id"),
  outcome: statesFilter("outcome", OUTCOMES),
  area: statesFilter("area", AREAS),
  ...paging,
})

export type GetActivityType = z.infer<typeof GetActivity>
