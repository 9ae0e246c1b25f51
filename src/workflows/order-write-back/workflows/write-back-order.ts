import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadWriteBackInputStep, WriteBackTarget } from "../steps/load-write-back-input"
import { sendWriteBackStep } from "../steps/send-write-back"

export const writeBackOrderWorkflowId = "marketplace-exchange-write-back-order"

/**
 * Brings the service up to what Medusa knows of one imported order: its payment once it is
 * whole, each item's carrier, tracking numbers and shipping status, and the order's status
 * once every item is shipped. The queue runs it for payment and shipping events; orders the
 * plugin did not import are none of its business.
 */
export const writeBackOrderWorkflow = createWorkflow(writeBackOrderWorkflowId, (input: WriteBackTarget) => {
  const loaded = loadWriteBackInputStep(input)
  return new WorkflowResponse(sendWriteBackStep(loaded))
})
