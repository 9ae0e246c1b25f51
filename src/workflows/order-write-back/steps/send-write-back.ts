import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { asExchangeError, ExchangeClient, orderAnswers404 } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { OrderWriteBackState } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { classifyFailure } from "../../../queue/classify-failure"
import { requireClient } from "../../shared/require-client"
import { planWriteBack, recordCall, WriteBackCall } from "../utils/plan-write-back"
import type { WriteBackInput } from "./load-write-back-input"

export const sendWriteBackStepId = "marketplace-exchange-send-write-back"

const callKey = (call: WriteBackCall) => (call.target === "order" ? `order.${call.property}` : `item ${call.itemId}.${call.property}`)

/** The keys of the sent state a call changed, merged into the ledger without touching the others. */
function changedKeys(sent: OrderWriteBackState, call: WriteBackCall): OrderWriteBackState {
  const keys: OrderWriteBackState = sent.rejected ? { rejected: sent.rejected } : {}
  if (call.target === "item") return { ...keys, items: sent.items }
  if (call.property === "ShippingStatus") return { ...keys, order_status: sent.order_status }
  if (call.property === "PaidAmount") return { ...keys, paid: true }
  return keys
}

function send(client: ExchangeClient, remoteOrderId: string, call: WriteBackCall) {
  if (call.target === "order") return client.salesOrders.updateProperty(remoteOrderId, call.property, call.value as never)
  if (call.property === "TrackingNumbers") return client.salesOrderItems.updateTracking(call.itemId, call.value.split(";"))
  if (call.property === "CarrierUsed") return client.salesOrderItems.updateCarrier(call.itemId, call.value)
  return client.salesOrderItems.updateShippingStatus(call.itemId, call.value)
}

/**
 * This step sends the payment and shipping the service does not have yet, one property PUT at a
 * time, recording each as it succeeds: a failure part way (the service down) leaves the task
 * to retry exactly the rest. The PUTs set absolute values, so nothing needs undoing. An order
 * the service no longer holds gets its ledger row closed, and nothing more is sent to it.
 */
export const sendWriteBackStep = createStep(sendWriteBackStepId, async (input: WriteBackInput | null, { container }) => {
  if (!input) return new StepResponse({ calls: 0 })
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const calls = planWriteBack(input.facts, input.sent)
  if (!calls.length) return new StepResponse({ calls: 0 })
  const client = await requireClient(service, input.settings)
  let sent = input.sent
  for (const call of calls) {
    try {
      await send(client, input.remoteOrderId, call)
    } catch (error) {
      if (await orderAnswers404(client, input.remoteOrderId, error)) {
        await service.closeGoneOrders(input.accountId, [input.remoteOrderId])
        container
          .resolve(ContainerRegistrationKeys.LOGGER)
          .warn(`marketplace-exchange: the service no longer holds marketplace order ${input.remoteOrderId}: closed, nothing more is sent`)
        return new StepResponse({ calls: calls.length, closed: true })
      }
      // A value the service refuses for good must not hold back the calls after it.
      if (classifyFailure(error) !== "refused") throw error
      const message = (error as Error).message
      sent = { ...sent, rejected: { ...(sent.rejected ?? {}), [callKey(call)]: message } }
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .error(`marketplace-exchange: the service refused ${callKey(call)} of marketplace order ${input.remoteOrderId}: ${message}`)
    }
    sent = recordCall(sent, call)
    await service.mergeOrderWriteBack(input.ledgerId, changedKeys(sent, call))
  }
  return new StepResponse({ calls: calls.length })
})
