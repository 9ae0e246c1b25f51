import { updateProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { METADATA_KEYS } from "../../shared/metadata-keys"

export const setMarketplaceCategoryWorkflowId = "marketplace-exchange-set-marketplace-category"

export interface SetMarketplaceCategoryInput {
  productId: string
  categoryId1: string
  categoryId2?: string | null
}

/**
 * Chooses the product's marketplace categories. They are kept in the product's metadata, so
 * they survive a re-creation; the product's update event then syncs it, which turns
 * DisableAutomatch on (without it the service ignores the categories, spec 4.3) and calls
 * SetMarketplaceCategory. An unknown product is a 404.
 */
export const setMarketplaceCategoryWorkflow = createWorkflow(setMarketplaceCategoryWorkflowId, (input: SetMarketplaceCategoryInput) => {
  const { data: product } = useQueryGraphStep({
    entity: "product",
    fields: ["id", "metadata"],
    filters: { id: input.productId },
    options: { throwIfKeyNotFound: true, isList: false },
  })
  const update = transform({ input, product }, ({ input, product }) => ({
    selector: { id: input.productId },
    update: {
      metadata: {
        ...((product as { metadata?: Record<string, unknown> | null }).metadata ?? {}),
        [METADATA_KEYS.categoryId1]: input.categoryId1,
        [METADATA_KEYS.categoryId2]: input.categoryId2 ?? null,
      },
    },
  }))
  updateProductsWorkflow.runAsStep({ input: update })
  const chosen = transform({ input }, ({ input }) => ({ categoryId1: input.categoryId1, categoryId2: input.categoryId2 ?? null }))
  return new WorkflowResponse(chosen)
})
