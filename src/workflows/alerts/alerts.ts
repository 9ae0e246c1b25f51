import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { ALERT_KEYS } from "../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { type CodedMessage, renderMessage } from "../../messages"
import type { AlertInput } from "./steps/open-alert"
import { raiseAlertWorkflow } from "./workflows/raise-alert"

export { ALERT_KEYS }

/** An alert as its raiser says it: codes of the message catalog (src/messages/catalog/alerts.ts). */
export interface CodedAlert {
  key: string
  title: CodedMessage
  description: CodedMessage | null
}

/**
 * Raises an account's alert from wherever a condition is seen, in the language chosen for the bell
 * (Settings: alert language; English when none is chosen): the bell keeps the text it was sent.
 * An alert never fails the work that saw the condition (a store without a notification module,
 * a database hiccup): it is logged.
 */
export async function raiseAlert(container: MedusaContainer, accountId: string, coded: CodedAlert): Promise<void> {
  const alert: AlertInput = { accountId, key: coded.key, title: coded.title.code, description: null }
  try {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const accounts = await service.listAccountSettings()
    const settings = accounts.find((account) => account.account.id === accountId) ?? (await service.getSettings(accountId))
    const language = settings.sync.alert_language ?? "en"
    const title = renderMessage(coded.title, language) ?? coded.title.code
    // With several accounts the bell says whose the alert is, after what happened.
    alert.title = accounts.length > 1 ? `${title} (${settings.account.name})` : title
    alert.description = coded.description ? (renderMessage(coded.description, language) ?? coded.description.code) : null
    await raiseAlertWorkflow(container).run({ input: alert })
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`marketplace-exchange: alert ${alert.key} not raised: ${(error as Error).message}`)
  }
}

/** The account's condition cleared: the next occurrence raises a new alert. */
export async function clearAlert(container: MedusaContainer, accountId: string, key: string): Promise<void> {
  try {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.closeAlert(accountId, key)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`marketplace-exchange: alert ${key} not cleared: ${(error as Error).message}`)
  }
}
