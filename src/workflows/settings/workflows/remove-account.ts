import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { deleteAccountDataWorkflow } from "../../account-reset"
import { forgetAccountStep } from "../steps/forget-account"

export const removeAccountWorkflowId = "marketplace-exchange-remove-account"

/** What the merchant chose for the account's listings: ended first, or left to them at eBay. */
export const REMOVE_LISTINGS = ["end", "leave"] as const

export interface RemoveAccountInput {
  /** The account as the route read it, once. */
  settings: SettingsSnapshot
  listings: (typeof REMOVE_LISTINGS)[number]
}

/**
 * Removes an account from the store. With `listings: "end"` its listings are ended first as the
 * account reset ends them (stock 0, asked again, then its products and catalogs deleted at the
 * service: spec 4.3 leaves listings live otherwise), and a listing that cannot be ended stops the
 * removal (the merchant may then leave them); with `leave` they stay at eBay for the merchant. Then the account and only
 * its records are forgotten. Answers what was ended and what was forgotten.
 */
export const removeAccountWorkflow = createWorkflow(removeAccountWorkflowId, (input: RemoveAccountInput) => {
  const reset = transform({ input }, ({ input }) => ({ type: 6 as const, force: false, settings: input.settings }))
  const ended = when("marketplace-exchange-end-account-listings", { input }, ({ input }) => input.listings === "end").then(() =>
    deleteAccountDataWorkflow.runAsStep({ input: reset })
  )
  const account = transform({ input }, ({ input }) => ({ accountId: input.settings.account.id }))
  const forgotten = forgetAccountStep(account)
  const listings = transform({ ended }, ({ ended }) => ended?.listings ?? null)
  return new WorkflowResponse({ listings, forgotten })
})
