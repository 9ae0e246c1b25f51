import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { ALERT_KEYS } from "../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import type { AlertInput } from "./steps/open-alert"
import { raiseAlertWorkflow } from "./workflows/raise-alert"

export { ALERT_KEYS }

/**
 * Raises an alert from wherever a condition is seen. An alert never fails the work that saw
 * the condition (a store without a notification module, a database hiccup): it is logged.
 */
export async function raiseAlert(container: MedusaContainer, alert: AlertInput): Promise<void> {
  try {
    await raiseAlertWorkflow(container).run({ input: alert })
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`marketplace-exchange: alert ${alert.key} not raised: ${(error as Error).message}`)
  }
}

/** The condition cleared: the next occurrence raises a new alert. */
export async function clearAlert(container: MedusaContainer, key: string): Promise<void> {
  try {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.closeAlert(key)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`marketplace-exchange: alert ${key} not cleared: ${(error as Error).message}`)
  }
}
