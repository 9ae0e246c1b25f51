import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { reconcileListingsWorkflow } from "../workflows/reconcile"

/**
 * Every hour: makes sure each Medusa product is listed once at the service, whatever a crash or
 * a late commit left behind. Stores without a connection are left alone.
 */
export default async function reconcileListingsJob(container: MedusaContainer) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // One read of the settings for the whole run (issue 28).
  const settings = await service.getSettings()
  if (!(await service.clientFor(settings))) return
  const { errors } = await reconcileListingsWorkflow(container).run({ input: { settings }, throwOnError: false })
  if (errors?.length)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`marketplace-exchange: reconciliation of listings stopped: ${errors[0].error.message}`)
}

export const config = { name: "marketplace-exchange-reconcile-listings", schedule: "17 * * * *" }
