import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ALERT_KEYS, clearAlert } from "../../alerts"

export const closeRefusalAlertsStepId = "marketplace-exchange-close-refusal-alerts"

/**
 * This step closes the refusal alerts of products whose refusals were forgotten for a resend:
 * a refusal of the resend raises a new one. Last in its workflow, so nothing after it can roll
 * the refusals back while their alerts are gone; an alert never fails the retry.
 */
export const closeRefusalAlertsStep = createStep(
  closeRefusalAlertsStepId,
  async (input: { accountId: string; productIds: string[] }, { container }) => {
    for (const productId of input.productIds) await clearAlert(container, input.accountId, ALERT_KEYS.refused(productId))
    return new StepResponse({ closed: input.productIds.length })
  }
)
