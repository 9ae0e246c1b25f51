import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const rememberAlertNotificationStepId = "marketplace-exchange-remember-alert-notification"

/** This step keeps the id of the notification an alert raised on the alert, so its words can follow the condition. */
export const rememberAlertNotificationStep = createStep(
  rememberAlertNotificationStepId,
  async (input: { accountId: string; key: string; notifications: Array<{ id: string }> }, { container }) => {
    const [notification] = input.notifications
    if (!notification) return new StepResponse(null)
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.rememberAlertNotification(input.accountId, input.key, notification.id)
    return new StepResponse(notification.id)
  }
)
