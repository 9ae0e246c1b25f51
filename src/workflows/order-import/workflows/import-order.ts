import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { OrderTaskClaim } from "../../../modules/marketplace-exchange/types"
import type { ImportTargets } from "../utils/map-sales-order"
import { completeOrderImportStep } from "../steps/complete-order-import"
import { createOrParkOrderStep, type OrderImportOutcome } from "../steps/create-or-park-order"
import { findCreatedOrderStep } from "../steps/find-created-order"
import { openOrderImportStep } from "../steps/open-order-import"
import { recordCreatedOrderStep } from "../steps/record-created-order"
import { writeForeignOrderIdStep } from "../steps/write-foreign-order-id"
import type { VariantLookup } from "../utils/map-sales-order"

export const importOrderWorkflowId = "marketplace-exchange-import-order"

export interface ImportOrderInput {
  /** The account the order came from: its ledger row is keyed by it, and its Medusa order marked with it. */
  accountId: string
  order: SalesOrder
  lookup: VariantLookup
  targets: ImportTargets
  /** The settings the order's task read, once: the steps' client is built from them. */
  settings: SettingsSnapshot
  /** The claim of the order's queue task: every change of the ledger row names it. */
  task: OrderTaskClaim
}

/**
 * Imports one marketplace order exactly once: open its ledger row, find the Medusa order an
 * earlier run created or create it (or park the order with its reasons), record it, write
 * ForeignOrderId, close the row. Each step is recorded before the next, and every change of the
 * row names the claim of the order's task, so a run that dies anywhere is resumed, not repeated,
 * and a run whose task was taken over stops.
 */
export const importOrderWorkflow = createWorkflow(importOrderWorkflowId, (input: ImportOrderInput) => {
  const claim = openOrderImportStep({ accountId: input.accountId, order: input.order, task: input.task })
  const found = when("marketplace-exchange-order-opened", { claim }, ({ claim }) => Boolean(claim)).then(() =>
    findCreatedOrderStep({ claim: claim!, order: input.order, targets: input.targets })
  )
  const made = when("marketplace-exchange-order-not-found", { claim, found }, ({ claim, found }) => Boolean(claim) && !found).then(() =>
    createOrParkOrderStep({ claim: claim!, order: input.order, lookup: input.lookup, targets: input.targets })
  )
  const created = transform({ found, made }, ({ found, made }) => found ?? made?.created ?? null)
  when("marketplace-exchange-order-created", { claim, created }, ({ claim, created }) => Boolean(claim && created)).then(() => {
    recordCreatedOrderStep({ claim: claim!, created: created!, order: input.order })
    writeForeignOrderIdStep({ claim: claim!, created: created!, settings: input.settings })
    completeOrderImportStep({ claim: claim! })
  })
  const outcome = transform({ claim, found, made }, ({ claim, found, made }): OrderImportOutcome => {
    if (!claim) return "skipped"
    return found ? "resumed" : (made?.outcome ?? "skipped")
  })
  return new WorkflowResponse(outcome)
})
