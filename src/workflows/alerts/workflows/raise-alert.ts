import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AlertInput, openAlertStep } from "../steps/open-alert"

export const raiseAlertWorkflowId = "marketplace-exchange-raise-alert"

/**
 * Puts an alert in Medusa's notification bell (the notification module's feed channel, as
 * Medusa's own imports and exports report) once per condition: while its alert is open, the
 * same condition seen again sends nothing. Answers whether a notification was sent.
 */
export const raiseAlertWorkflow = createWorkflow(raiseAlertWorkflowId, (input: AlertInput) => {
  const { opened } = openAlertStep(input)
  when("marketplace-exchange-notify-new-alert", { opened }, ({ opened }) => opened).then(() => {
    const notifications = transform({ input }, ({ input }) => [
      { to: "", channel: "feed", template: "admin-ui", data: { title: input.title, description: input.description ?? "" } },
    ])
    sendNotificationsStep(notifications)
  })
  return new WorkflowResponse(opened)
})
