import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { applyServiceCheckFallbacksStep } from "../steps/apply-fallbacks"
import { readServiceStep } from "../steps/read-service"
import { recordServiceCheckStep } from "../steps/record-service-check"

export const runServiceCheckWorkflowId = "marketplace-exchange-run-service-check"

/**
 * The service check of an account (A55): reads only, each request form the plugin relies on asked once with a
 * short limit, and `$metadata` compared with the schema (A54); the result is stored on the run
 * state (GET service-check, the health view) and the fallbacks it calls for are handed to the
 * order poll and the account scan. Answers the stored check.
 */
export const runServiceCheckWorkflow = createWorkflow(runServiceCheckWorkflowId, (input: { accountId: string }) => {
  const readings = readServiceStep(input)
  const record = recordServiceCheckStep({ accountId: input.accountId, readings })
  applyServiceCheckFallbacksStep({ accountId: input.accountId, record })
  return new WorkflowResponse(record)
})
