import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { DELETE_ACCOUNT_DATA_TYPES } from "../../../protocol/schema"
import { checkWriteBackBeforeResetStep } from "../steps/check-write-back-before-reset"
import { closeEmptiedOrdersStep } from "../steps/close-emptied-orders"
import { deleteAccountDataStep } from "../steps/delete-account-data"
import { endLiveListingsStep } from "../steps/end-live-listings"
import { forgetEmptiedSetsStep } from "../steps/forget-emptied-sets"
import { importOrdersBeforeResetStep } from "../steps/import-orders-before-reset"

export const deleteAccountDataWorkflowId = "marketplace-exchange-delete-account-data"

export interface DeleteAccountDataInput {
  type: keyof typeof DELETE_ACCOUNT_DATA_TYPES
  /** Delete the products even when some of their listings could not be ended (the second confirmation). */
  force?: boolean
  /** Empty the sales orders although imported orders still wait for their payment or shipping to be reported. */
  confirmPendingWriteBack?: boolean
  /** The settings as the route read them, once: every step's client comes from them. */
  settings: SettingsSnapshot
}

/**
 * Empties the exchange account (spec 4.3 DeleteAccountData) and forgets what the plugin knew of
 * the emptied sets. Products are deleted only after their live listings are ended, because the
 * service leaves listings live and products sent again would be listed twice. Sales orders are
 * emptied only after every order is imported (the service will not hold them any
 * more) and, unless the merchant confirms, every imported order's payment and shipping is
 * reported; their ledger rows are closed afterwards, so nothing asks those ids again.
 */
export const deleteAccountDataWorkflow = createWorkflow(deleteAccountDataWorkflowId, (input: DeleteAccountDataInput) => {
  const emptied = transform({ input }, ({ input }) => [...DELETE_ACCOUNT_DATA_TYPES[input.type]])
  // Input values are read in transform (at run time): `??` in the constructor runs at definition time.
  const endInput = transform({ input }, ({ input }) => ({ force: input.force ?? false, settings: input.settings }))
  const settings = transform({ input }, ({ input }) => ({ settings: input.settings }))
  const writeBack = transform({ input }, ({ input }) => ({ settings: input.settings, confirmed: input.confirmPendingWriteBack ?? false }))
  const emptiesOrders = ({ emptied }: { emptied: string[] }) => emptied.includes("SalesOrders")
  // First: a refusal here must come before any listing is ended.
  const ordersBefore = when("marketplace-exchange-import-orders-before-reset", { emptied }, emptiesOrders).then(() => {
    const imported = importOrdersBeforeResetStep(settings)
    // After the import: an order it brought in may have a payment to report already.
    checkWriteBackBeforeResetStep(writeBack)
    return imported
  })
  const listings = when("marketplace-exchange-end-live-listings-first", { emptied }, ({ emptied }) => emptied.includes("Products")).then(
    () => endLiveListingsStep(endInput)
  )
  const { deleted } = deleteAccountDataStep({ type: input.type, settings: input.settings })
  const forgetInput = transform({ emptied, input }, ({ emptied, input }) => ({ accountId: input.settings.account.id, emptied }))
  const forgotten = forgetEmptiedSetsStep(forgetInput)
  const ordersAfter = when("marketplace-exchange-close-emptied-orders", { emptied }, emptiesOrders).then(() =>
    closeEmptiedOrdersStep(settings)
  )
  const orders = transform({ ordersBefore, ordersAfter }, ({ ordersBefore, ordersAfter }) =>
    ordersBefore ? { imported: ordersBefore.imported, closed: ordersAfter?.closed ?? 0 } : null
  )
  return new WorkflowResponse({ deleted, emptied, forgotten, listings, orders })
})
