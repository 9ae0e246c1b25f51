import type { INotificationModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export const refreshAlertNotificationStepId = "marketplace-exchange-refresh-alert-notification"

type Updatable = INotificationModuleService & { updateNotifications(data: { id: string; data: Record<string, unknown> }): Promise<unknown> }

/**
 * This step brings the bell's notification of an open alert up to date with its words
 * ("12 marketplace orders wait for stock of 3 products", not the count it was first sent with).
 * The notification module's generated update changes the row the bell lists; nothing is sent again.
 */
export const refreshAlertNotificationStep = createStep(
  refreshAlertNotificationStepId,
  async (input: { notificationId: string; title: string; description: string | null }, { container }) => {
    const notifications = container.resolve<Updatable>(Modules.NOTIFICATION)
    await notifications.updateNotifications({
      id: input.notificationId,
      data: { title: input.title, description: input.description ?? "" },
    })
    return new StepResponse(input.notificationId)
  }
)
