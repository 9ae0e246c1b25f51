import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { importMarketplaceOrders } from "../../../../../workflows/orders/import-orders"
import { withServiceErrors } from "../../errors"

/** Import now: the same run the schedule makes, answered with what it did. */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ summary: await importMarketplaceOrders(req.scope) })
})
