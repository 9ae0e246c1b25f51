import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { type StartSyncAllInput, startSyncAllStep } from "../steps/start-sync-all"

export const startSyncAllWorkflowId = "marketplace-exchange-start-sync-all"

/**
 * Sync all (POST /sync without ids), or `listed`: every product the service holds again (a
 * settings change every listing must show). Answers at once with the catalog's size; the products are
 * queued in the background by the batch's `sync_all` task (queue-sync-all.ts).
 */
export const startSyncAllWorkflow = createWorkflow(startSyncAllWorkflowId, (input: StartSyncAllInput) => {
  return new WorkflowResponse(startSyncAllStep(input))
})
