import { codedMessage } from "../../../messages"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ALERT_KEYS, clearAlert, raiseAlert } from "../../alerts"
import type { Refusal } from "../utils/refusals"
import type { LoadedProduct } from "./load-product-for-sync"

export const alertOnRefusalsStepId = "marketplace-exchange-alert-on-refusals"

/**
 * This step raises an alert in the bell when the service refused a write of the product, and
 * clears it once nothing is refused any more. Only a change of that is looked at, so a product
 * synced again and again costs nothing here. No compensation: an alert is a message.
 */
export const alertOnRefusalsStep = createStep(
  alertOnRefusalsStepId,
  async ({ loaded, saved }: { loaded: LoadedProduct; saved: { refusals: Refusal[] } }, { container }) => {
    const before = loaded.refusals.length
    const now = saved.refusals
    if (now.length && !before) {
      const title = loaded.input.product?.title ?? loaded.productId
      // The service's own message as it sent it; the words around it in the bell's language.
      const [first] = now
      const error = first.message.replace(/[.!]$/, "")
      await raiseAlert(container, loaded.accountId, {
        key: ALERT_KEYS.refused(loaded.productId),
        title: codedMessage("alert.product_refused.title", { title }),
        description:
          now.length > 1
            ? codedMessage("alert.product_refused", { subject: first.subject, error, more: now.length - 1 })
            : codedMessage("alert.product_refused_once", { subject: first.subject, error }),
      })
    } else if (!now.length && before) {
      await clearAlert(container, loaded.accountId, ALERT_KEYS.refused(loaded.productId))
    }
    return new StepResponse({ refused: now.length })
  }
)
