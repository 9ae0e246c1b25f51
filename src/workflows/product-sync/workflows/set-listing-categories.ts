import { updateProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { METADATA_KEYS } from "../../shared/metadata-keys"

export const setListingCategoriesWorkflowId = "marketplace-exchange-set-listing-categories"

export interface SetListingCategoriesInput {
  productIds: string[]
  categoryId1: string
  categoryId2?: string | null
}

/**
 * Set marketplace categories, from the listings grid: the same as on one product (kept in each
 * product's metadata, its other metadata untouched), for many at once in one update. The
 * products' update events then sync them (DisableAutomatch, SetMarketplaceCategory).
 */
export const setListingCategoriesWorkflow = createWorkflow(setListingCategoriesWorkflowId, (input: SetListingCategoriesInput) => {
  const { data: products } = useQueryGraphStep({ entity: "product", fields: ["id", "metadata"], filters: { id: input.productIds } })
  const update = transform({ input, products }, ({ input, products }) => ({
    products: (products as Array<{ id: string; metadata?: Record<string, unknown> | null }>).map((product) => ({
      id: product.id,
      metadata: {
        ...(product.metadata ?? {}),
        [METADATA_KEYS.categoryId1]: input.categoryId1,
        [METADATA_KEYS.categoryId2]: input.categoryId2 ?? null,
      },
    })),
  }))
  updateProductsWorkflow.runAsStep({ input: update })
  const updated = transform({ update }, ({ update }) => update.products.length)
  return new WorkflowResponse(updated)
})
