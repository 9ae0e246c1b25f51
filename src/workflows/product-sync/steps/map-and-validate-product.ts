import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DesiredProduct, mapProduct } from "../utils/map-product"
import { heldSignatures } from "../utils/refusals"
import { blockedKeys, ProductProblem, validateProduct } from "../utils/validate-product"
import type { LoadedProduct } from "./load-product-for-sync"

export const mapAndValidateProductStepId = "marketplace-exchange-map-and-validate-product"

export interface ProductSyncPlan {
  /** remove: no longer listable (unpublished, out of the channel, deleted); push: make the service hold it. */
  action: "remove" | "push"
  desired: DesiredProduct | null
  problems: ProductProblem[]
  /** Write keys our own checks hold back. */
  blocked: string[]
  /** Write key -> signature the service refused earlier. */
  held: Array<[string, string]>
}

/** This step maps the product to the service's shape and checks it against the service's rules. Pure: no I/O. */
export const mapAndValidateProductStep = createStep(mapAndValidateProductStepId, async (loaded: LoadedProduct) => {
  const { input } = loaded
  if (!input.product || !input.listable) {
    return new StepResponse<ProductSyncPlan>({ action: "remove", desired: null, problems: [], blocked: [], held: [] })
  }
  // Catalog ids are not known until the catalogs are ensured; the push maps again with them.
  const desired = mapProduct(input.product, { facts: input.facts, catalogIds: [] })
  const problems = validateProduct(desired, { currencyCode: input.currencyCode ?? undefined })
  return new StepResponse<ProductSyncPlan>({
    action: "push",
    desired,
    problems,
    blocked: [...blockedKeys(problems)],
    held: [...heldSignatures(loaded.refusals)],
  })
})
