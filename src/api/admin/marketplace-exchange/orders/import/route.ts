import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { importMarketplaceOrders } from "../../../../../workflows/orders/import-orders"
import { SyncNotConfiguredError } from "../../../../../workflows/shared/classify-failure"
import { toMedusaError } from "../../errors"

/** Import now: the same run the schedule makes, answered with what it did. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  try {
    res.json({ summary: await importMarketplaceOrders(req.scope) })
  } catch (error) {
    if (error instanceof SyncNotConfiguredError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
    toMedusaError(error)
  }
}
