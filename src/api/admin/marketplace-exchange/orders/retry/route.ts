import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../../../queue/enqueue"
import { accountIdOf } from "../../account-of-request"
import { withServiceErrors } from "../../errors"
import { requireOrderImport } from "../require-order-import"
import type { RetryAllOrdersAnswer } from "../order-answer"

/**
 * Retry all of an account (`?account_id=`, the first when not named): every order of it waiting
 * for the merchant is tried again in the background, oldest first, each through its own
 * `sales_order` task as the poll imports it; the answer says how many. Those that still cannot be imported wait again with their reasons.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = accountIdOf(req)
  requireOrderImport(await service.getSettings(accountId))
  const reopened = await enqueue(
    req.scope,
    async (queue) => {
      const ids = await queue.reopenParkedOrders(accountId)
      await queue.enqueueSalesOrders(accountId, ids)
      return ids
    },
    { delayMs: 250 }
  )
  res.json({ queued: reopened.length } satisfies RetryAllOrdersAnswer)
})
