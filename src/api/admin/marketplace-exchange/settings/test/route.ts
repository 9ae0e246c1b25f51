import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { withServiceErrors } from "../../errors"

/**
 * Tests the stored connection: a fresh login and a read of the service root. Answers the time
 * it took, or the service's own error (wrong password, wrong token, unreachable).
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const client = await service.getExchangeClient()
  if (!client) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Enter the service address, login address, user name, password and subscription token first.")
  }
  const { latencyMs } = await client.ping()
  res.json({ ok: true, latency_ms: latencyMs })
})
