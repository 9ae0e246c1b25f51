import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { ImportTargets } from "../run/import-targets"
import { claimOrderImportStep } from "../steps/claim-order-import"
import { completeOrderImportStep } from "../steps/complete-order-import"
import { createOrParkOrderStep } from "../steps/create-or-park-order"
import { findCreatedOrderStep } from "../steps/find-created-order"
import { recordCreatedOrderStep } from "../steps/record-created-order"
import { writeForeignOrderIdStep } from "../steps/write-foreign-order-id"
import type { VariantLookup } from "../utils/map-sales-order"

export const importOrderWorkflowId = "marketplace-exchange-import-order"

export interface ImportOrderInput {
  order: SalesOrder
  lookup: VariantLookup
  targets: ImportTargets
  /** The settings the order's task (or the Retry route) read, once: the steps' client is built from them. */
  settings: SettingsSnapshot
  /** Run by the order's queue task (not the Retry route): it takes over a claim its task's earlier run left. */
  byTask: boolean
}

/**
 * Imports one marketplace order exactly once: claim its ledger row, find the Medusa order an
 * earlier attempt created or create it (or park the order with its reasons), record it, write
 * ForeignOrderId, close the row. Each step is recorded before the next, and every change of the
 * row names this worker's claim, so a run that dies anywhere is resumed, not repeated, and a
 * worker whose claim was taken over stops. A failure releases the claim for the next run.
 */
export const importOrderWorkflow = createWorkflow(importOrderWorkflowId, (input: ImportOrderInput) => {
  const claim = claimOrderImportStep({ order: input.order, byTask: input.byTask })
  const found = findCreatedOrderStep({ claim, order: input.order, targets: input.targets })
  const { outcome, created } = createOrParkOrderStep({ claim, found, order: input.order, lookup: input.lookup, targets: input.targets })
  recordCreatedOrderStep({ claim, created, order: input.order })
  writeForeignOrderIdStep({ claim, created, settings: input.settings })
  completeOrderImportStep({ claim, created })
  return new WorkflowResponse(transform({ outcome }, ({ outcome }) => outcome))
})
