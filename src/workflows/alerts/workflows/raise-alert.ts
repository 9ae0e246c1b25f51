import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AlertInput, openAlertStep } from "../steps/open-alert"
import { refreshAlertNotificationStep } from "../steps/refresh-alert-notification"
import { rememberAlertNotificationStep } from "../steps/remember-alert-notification"

export const raiseAlertWorkflowId = "marketplace-exchange-raise-alert"

/**
 * Puts an alert in Medusa's notification bell (the notification module's feed channel, as
 * Medusa's own imports and exports report) once per condition: while its alert is open, the
 * same condition seen again sends nothing, and changed words (a count) update the notification
 * it sent. Answers whether a notification was sent.
 */
export const raiseAlertWorkflow = createWorkflow(raiseAlertWorkflowId, (input: AlertInput) => {
  const { opened, stale } = openAlertStep(input)
  when("marketplace-exchange-notify-new-alert", { opened }, ({ opened }) => opened).then(() => {
    const notifications = transform({ input }, ({ input }) => [
      { to: "", channel: "feed", template: "admin-ui", data: { title: input.title, description: input.description ?? "" } },
    ])
    const sent = sendNotificationsStep(notifications)
    rememberAlertNotificationStep({ accountId: input.accountId, key: input.key, notifications: sent })
  })
  when("marketplace-exchange-refresh-open-alert", { stale }, ({ stale }) => Boolean(stale)).then(() => {
    const refresh = transform({ input, stale }, ({ input, stale }) => ({
      notificationId: stale!,
      title: input.title,
      description: input.description,
    }))
    refreshAlertNotificationStep(refresh)
  })
  return new WorkflowResponse(opened)
})
