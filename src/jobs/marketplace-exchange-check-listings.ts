import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { checkListingsWorkflow } from "../workflows/listing-check"

/** A minute's sweep stops before the next one starts. */
const SWEEP_BUDGET_MS = 50_000

/**
 * Every minute: asks the service whether due listings are live (the sweep), within the
 * merchant's checks per minute. Stores without a connection are left alone.
 */
export default async function checkListingsJob(container: MedusaContainer) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // One read of the settings for the whole sweep.
  const settings = await service.getSettings()
  if (!(await service.clientFor(settings))) return
  const { result, errors } = await checkListingsWorkflow(container).run({
    input: { budgetMs: SWEEP_BUDGET_MS, settings },
    throwOnError: false,
  })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (errors?.length) logger.warn(`marketplace-exchange: the listing check stopped: ${errors[0].error.message}`)
  else if (result?.stopped) logger.warn(`marketplace-exchange: the listing check stopped: ${result.stopped}`)
}

export const config = { name: "marketplace-exchange-check-listings", schedule: "* * * * *" }
