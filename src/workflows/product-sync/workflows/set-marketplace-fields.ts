import { updateProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkMarketplaceFieldsStep } from "../steps/check-marketplace-fields"
import type { MarketplaceFieldsInput } from "../utils/marketplace-fields"

export const setMarketplaceFieldsWorkflowId = "marketplace-exchange-set-marketplace-fields"

/**
 * Saves the marketplace fields Medusa has no column for (Brand, MPN, ISBN, condition, unit,
 * VAT, Best Offer prices, marketplace categories) to the product's documented metadata keys,
 * after checking them with the push's own rules. Only those keys change (Medusa merges metadata;
 * "" removes a key), so an edit of other metadata meanwhile is kept. Nothing is saved while any field is wrong:
 * the errors come back per field. The product's update event then syncs it. Unknown product: 404.
 */
export const setMarketplaceFieldsWorkflow = createWorkflow(
  setMarketplaceFieldsWorkflowId,
  (input: { accountId: string; productId: string; fields: MarketplaceFieldsInput }) => {
    useQueryGraphStep({ entity: "product", fields: ["id"], filters: { id: input.productId }, options: { throwIfKeyNotFound: true } })
    const checked = checkMarketplaceFieldsStep(input)
    when({ checked }, ({ checked }) => Object.keys(checked.errors).length === 0).then(() => {
      const update = transform({ input, checked }, ({ input, checked }) => ({
        selector: { id: input.productId },
        update: { metadata: checked.patch },
      }))
      updateProductsWorkflow.runAsStep({ input: update })
    })
    return new WorkflowResponse(checked)
  }
)
