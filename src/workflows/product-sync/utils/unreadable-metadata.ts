import { METADATA_KEYS } from "../../shared/metadata-keys"
import type { DesiredProduct } from "./map-product"
import type { ProductProblem } from "./validate-product"
import { WRITE_KEYS } from "./write-keys"

/** What a metadata value stands for, what to type, and what stays as the service has it while it cannot be read. */
const TYPED_KEYS: Record<string, { what: string; example: string; blocks: string[] }> = {
  [METADATA_KEYS.bestOfferAutoAcceptPrice]: {
    what: "auto-accept price",
    example: "an amount such as 15.00 or 15,00, at most two decimals",
    blocks: [WRITE_KEYS.field("BestOfferAutoAcceptPrice")],
  },
  [METADATA_KEYS.bestOfferMinimumPrice]: {
    what: "minimum price",
    example: "an amount such as 12.00 or 12,00, at most two decimals",
    blocks: [WRITE_KEYS.field("BestOfferMinimumPrice")],
  },
  [METADATA_KEYS.vatPercent]: { what: "VAT", example: "a percentage such as 19 or 7,5", blocks: [WRITE_KEYS.field("VatPercent")] },
  [METADATA_KEYS.unitQuantity]: {
    what: "unit quantity",
    example: "a number such as 0.5 or 0,5",
    blocks: [WRITE_KEYS.field("UnitType"), WRITE_KEYS.field("UnitQuantity")],
  },
  // The categories travel in one call; while either cannot be read, matching stays as the service has it.
  [METADATA_KEYS.categoryId1]: {
    what: "marketplace category id",
    example: "the marketplace's numeric category id, such as 15687",
    blocks: [WRITE_KEYS.marketplaceCategory, WRITE_KEYS.field("DisableAutomatch")],
  },
  [METADATA_KEYS.categoryId2]: {
    what: "second marketplace category id",
    example: "the marketplace's numeric category id, such as 11450",
    blocks: [WRITE_KEYS.marketplaceCategory, WRITE_KEYS.field("DisableAutomatch")],
  },
}

/**
 * A number the merchant typed that cannot be read holds back its own property (and what
 * travels with it), never stock or price; `15,00` and `15.00` are both read (map-product.ts).
 */
export function unreadableProblems(desired: DesiredProduct): ProductProblem[] {
  return desired.unreadable.map(({ key, value }): ProductProblem => ({
    field: "metadata." + key,
    severity: "error",
    message: `The ${TYPED_KEYS[key].what} "${value.slice(0, 40)}" cannot be read, so it is not sent.`,
    fix: `Enter ${TYPED_KEYS[key].example}, as ${key} in the product's metadata.`,
    blocks: TYPED_KEYS[key].blocks,
  }))
}
