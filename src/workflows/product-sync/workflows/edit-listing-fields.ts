import { updateProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { type FieldEdit, fieldEditPatch } from "../utils/field-edit"

export const editListingFieldsWorkflowId = "marketplace-exchange-edit-listing-fields"

export interface EditListingFieldsInput {
  productIds: string[]
  edit: FieldEdit
}

/**
 * From the listings grid: one edit of the marketplace fields (title rule, price rule,
 * an item specific, the brand whose GPSR data applies) on many products, each keeping its other
 * metadata (Medusa merges it). Only products the edit changes are updated; their update events
 * then sync them, a price through the stock and price lane as any price change. The route runs it
 * a chunk of products at a time (a filter may match thousands).
 */
export const editListingFieldsWorkflow = createWorkflow(editListingFieldsWorkflowId, (input: EditListingFieldsInput) => {
  const { data: products } = useQueryGraphStep({
    entity: "product",
    fields: ["id", "metadata", "variants.id"],
    filters: { id: input.productIds },
  })
  const update = transform({ input, products }, ({ input, products }) => ({
    products: (products as Array<{ id: string; metadata?: Record<string, unknown> | null; variants?: unknown[] | null }>)
      .map((product) => ({
        id: product.id,
        metadata: fieldEditPatch(product.metadata, input.edit, { single: (product.variants ?? []).length <= 1 }),
      }))
      .filter((product) => Object.keys(product.metadata).length > 0),
  }))
  when({ update }, ({ update }) => update.products.length > 0).then(() => {
    updateProductsWorkflow.runAsStep({ input: update })
  })
  const changed = transform({ update }, ({ update }) => update.products.length)
  return new WorkflowResponse(changed)
})
