import { PRODUCT_IMAGE_TYPE } from "../../../protocol/schema"
import type { ContentWrite } from "./plan-content"

/** Writes that run one after the other, once the lanes named in `after` are through. */
export interface WriteLane {
  key: string
  writes: ContentWrite[]
  after: string[]
}

/** The product's own create or delete: everything else needs its remote id, so it runs first and alone. */
export const PRODUCT_LANE = "product"

/**
 * Which writes of a product depend on which (spec 2): only real dependencies share a lane or
 * wait, the rest go out at once.
 * - the product's fields, its price rule (Best Offer thresholds in their order, spec 8), its
 *   marketplace categories (after DisableAutomatch, spec 4.3) and its own strike price: one lane;
 * - each variation with its specifics, SKU and strike price: a lane per variation;
 * - images by slot (spec 2.2: a slot is emptied before it is filled, further images 3 to 12
 *   without gaps): the list image, the offer image, and the further images each a lane;
 * - each catalog link: a lane of its own;
 * - the images of a specifics value (spec 2.4): a lane that waits for its variation's lane,
 *   which creates the specifics record they hang on.
 */
export function laneKeyOf(write: ContentWrite): string {
  switch (write.op) {
    case "createProduct":
    case "deleteProduct":
      return PRODUCT_LANE
    case "updateField":
    case "revisePrice":
    case "setMarketplaceCategory":
      return "fields"
    case "createOffer":
    case "replaceOffer":
    case "deleteOffer":
      return write.variantId ? `variation:${write.variantId}` : "fields"
    case "createVariation":
    case "replaceSpecifics":
      return `variation:${write.variation.variantId}`
    case "updateSku":
    case "updateVariationForeignId":
    case "removeVariation":
      return `variation:${write.variantId}`
    case "addImage":
    case "removeImage":
      return write.type >= PRODUCT_IMAGE_TYPE.firstFurther ? "images:further" : `images:${write.type}`
    case "linkCatalog":
    case "unlinkCatalog":
      return `catalog:${write.catalogId}`
    case "addVariationImage":
    case "removeVariationImage":
      return `variation-images:${write.value}`
    // One after the other per set, removals first (the plan's order): the service keeps at most 15 specifics (A8).
    case "setNamedValue":
    case "removeNamedValue":
      return write.set
  }
}

/**
 * The writes in lanes, each keeping the plan's order; the product lane (if any) first in the
 * list. A lane of specifics images waits for the variation lanes that create its records.
 */
export function writeLanes(writes: ContentWrite[]): WriteLane[] {
  const lanes = new Map<string, WriteLane>()
  for (const write of writes) {
    const key = laneKeyOf(write)
    const lane = lanes.get(key) ?? { key, writes: [], after: [] }
    lanes.set(key, lane)
    lane.writes.push(write)
    if (write.op === "addVariationImage") {
      const variation = `variation:${write.variantId}`
      if (!lane.after.includes(variation)) lane.after.push(variation)
    }
  }
  for (const lane of lanes.values()) lane.after = lane.after.filter((key) => lanes.has(key))
  return [...lanes.values()].sort((a, b) => Number(b.key === PRODUCT_LANE) - Number(a.key === PRODUCT_LANE))
}
