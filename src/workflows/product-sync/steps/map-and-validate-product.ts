import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DesiredProduct, mapProduct } from "../utils/map-product"
import { heldSignatures } from "../utils/refusals"
import { listedTypeOf } from "../utils/listed-type"
import { blockedKeys, gpsrDisplayProblems, ProductProblem, siteDuplicateProblems, validateProduct } from "../utils/validate-product"
import type { LoadedProduct } from "./load-product-for-sync"

export const mapAndValidateProductStepId = "marketplace-exchange-map-and-validate-product"

export interface ProductSyncPlan {
  /**
   * remove: no longer listable (unpublished, out of the channel, deleted); push: make the service
   * hold it; hold: the settings switch off what it would need (a product the service
   * does not hold yet needs both directions, as no listing may go live without the plugin driving
   * its stock; one it holds needs either).
   */
  action: "remove" | "push" | "hold"
  /** The directions the settings let through: stock and price, and the catalog (creates and content). */
  lanes: { stock: boolean; content: boolean }
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
  const lanes = { stock: loaded.settings.sync.push_stock_price, content: loaded.settings.sync.push_catalog }
  // A50: the service lost it; its old id gets nothing, whatever changed, until List again forgets it.
  if (loaded.gone) return new StepResponse<ProductSyncPlan>({ action: "hold", lanes, desired: null, problems: [], blocked: [], held: [] })
  if (!input.product || !input.listable) {
    // Ending a listing is stock's direction: while another system drives stock (switched off here), it ends its own.
    const action = loaded.snapshot && !lanes.stock ? "hold" : "remove"
    return new StepResponse<ProductSyncPlan>({ action, lanes, desired: null, problems: [], blocked: [], held: [] })
  }
  if (loaded.snapshot ? !lanes.content && !lanes.stock : !lanes.content || !lanes.stock) {
    return new StepResponse<ProductSyncPlan>({ action: "hold", lanes, desired: null, problems: [], blocked: [], held: [] })
  }
  // Catalog ids are not known until the catalogs are ensured; the push maps again with them.
  const listedType = listedTypeOf(loaded.snapshot, loaded.listAnew)
  const desired = mapProduct(input.product, { facts: input.facts, catalogIds: [], rules: input.rules, listedType })
  const problems = [
    ...validateProduct(desired, { currencyCode: input.currencyCode ?? undefined }),
    ...gpsrDisplayProblems(desired, loaded.settings.sync.gpsr_display_confirmed_at),
    ...(loaded.snapshot ? [] : siteDuplicateProblems(loaded.listedByOtherAccount)),
  ]
  return new StepResponse<ProductSyncPlan>({
    action: "push",
    lanes,
    desired,
    problems,
    blocked: [...blockedKeys(problems)],
    held: [...heldSignatures(loaded.refusals)],
  })
})
