import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AccountIdentityInput, ConnectionSettingsInput, SyncSettings } from "../../../modules/marketplace-exchange/types"
import { checkSettingChoicesStep } from "../steps/check-setting-choices"
import { createAccountStep } from "../steps/create-account"

export const createAccountWorkflowId = "marketplace-exchange-create-account"

/** A new account: its name (required), its site, and any connection field and sync setting a save takes. */
export type CreateAccountInput = AccountIdentityInput & { name: string } & ConnectionSettingsInput & Partial<SyncSettings>

/**
 * Creates an exchange-service account beside the others, for one sales channel: its channel,
 * region and other choices must name what the store has, and its channel and name no other
 * account's (409). Answers its settings.
 */
export const createAccountWorkflow = createWorkflow(createAccountWorkflowId, (input: CreateAccountInput) => {
  const split = transform({ input }, ({ input }) => {
    const { name, marketplace_site, base_url, auth_url, user_name, password, subscription_token, format, ...sync } = input
    return {
      account: { name, marketplace_site },
      connection: { base_url, auth_url, user_name, password, subscription_token, format },
      sync,
    }
  })
  checkSettingChoicesStep(split.sync)
  const settings = createAccountStep(split)
  return new WorkflowResponse({ settings })
})
