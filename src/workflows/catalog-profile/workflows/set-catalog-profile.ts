import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { findCatalogMappingStep } from "../steps/find-catalog-mapping"
import { recordCatalogProfileStep } from "../steps/record-catalog-profile"
import { CatalogProfileType, sendCatalogProfileStep } from "../steps/send-catalog-profile"

export const setCatalogProfileWorkflowId = "marketplace-exchange-set-catalog-profile"

export interface SetCatalogProfileInput {
  categoryId: string
  type: CatalogProfileType
  /** null clears the assignment (the account's default profile applies, A28). */
  profileId: string | null
  /** The account's settings as the route read them, once: the client and the catalog mapping are that account's. */
  settings: SettingsSnapshot
}

/** Assigns (or clears) a payment, return or shipping profile of the catalog of a product category, and remembers it. */
export const setCatalogProfileWorkflow = createWorkflow(setCatalogProfileWorkflowId, (input: SetCatalogProfileInput) => {
  const find = transform({ input }, ({ input }) => ({ accountId: input.settings.account.id, categoryId: input.categoryId }))
  const mapping = findCatalogMappingStep(find)
  const send = transform({ input, mapping }, ({ input, mapping }) => ({
    remoteCatalogId: mapping.remote_catalog_id,
    type: input.type,
    profileId: input.profileId,
    previousProfileId: mapping.profiles?.[input.type] ?? null,
    settings: input.settings,
  }))
  const { applied } = sendCatalogProfileStep(send)
  const record = transform({ input, mapping }, ({ input, mapping }) => ({
    mappingId: mapping.id,
    profiles: mapping.profiles,
    type: input.type,
    profileId: input.profileId,
  }))
  recordCatalogProfileStep(record)
  return new WorkflowResponse({ remoteCatalogId: mapping.remote_catalog_id, applied })
})
