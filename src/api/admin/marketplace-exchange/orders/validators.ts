import { z } from "@medusajs/framework/zod"
import { LEDGER_STATES } from "./ledger-view"

/** Query of GET /admin/marketplace-exchange/orders. */
export const GetMarketplaceOrders = z.object({
  state: z.enum(LEDGER_STATES, { error: `state must be one of: ${LEDGER_STATES.join(", ")}` }).optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().refine((n) => n >= 1 && n <= 200, { message: "limit must be 1 to 200" }).default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int().refine((n) => n >= 0, { message: "offset must be 0 or more" }).default(0),
})

export type GetMarketplaceOrdersType = z.infer<typeof GetMarketplaceOrders>
