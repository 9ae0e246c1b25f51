import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ALERT_KEYS, clearAlert, raiseAlert } from "../../alerts/alerts"
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
      await raiseAlert(container, {
        key: ALERT_KEYS.refused(loaded.productId),
        title: `Marketplace refused a change of “${title}”`,
        description:
          `${now[0].subject}: ${now[0].message.replace(/[.!]$/, "")}${now.length > 1 ? ` (and ${now.length - 1} more)` : ""}. ` +
          "See the product's Marketplace box.",
      })
    } else if (!now.length && before) {
      await clearAlert(container, ALERT_KEYS.refused(loaded.productId))
    }
    return new StepResponse({ refused: now.length })
  }
)
