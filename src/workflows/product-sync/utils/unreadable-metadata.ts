import { coded, type FieldName } from "../../../messages"
import { METADATA_KEYS } from "../../shared/metadata-keys"
import type { DesiredProduct } from "./desired-product"
import type { ProductProblem } from "./product-problem"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"

type UnreadableCode =
  | "problem.unreadable_amount"
  | "problem.unreadable_number"
  | "problem.unreadable_percent"
  | "problem.unreadable_category"
  | "problem.unreadable_price_rule"
  | "problem.unreadable_title_rule"

/**
 * The code that says what a metadata value stands for, and what stays as the service has it while
 * it cannot be read. A part of the product's price rule holds back nothing (prices
 * never wait for a typo): the settings' part applies instead, and the merchant is warned.
 */
const TYPED_KEYS: Record<string, { code: UnreadableCode; field: FieldName; blocks: string[] }> = {
  [METADATA_KEYS.titleRule]: { code: "problem.unreadable_title_rule", field: "title_rule", blocks: [] },
  [METADATA_KEYS.pricePercent]: { code: "problem.unreadable_price_rule", field: "price_percent", blocks: [] },
  [METADATA_KEYS.priceFixed]: { code: "problem.unreadable_price_rule", field: "price_fixed", blocks: [] },
  [METADATA_KEYS.priceEnding]: { code: "problem.unreadable_price_rule", field: "price_ending", blocks: [] },
  [METADATA_KEYS.bestOfferAutoAcceptPrice]: {
    code: "problem.unreadable_amount",
    field: "best_offer_auto_accept_price",
    blocks: [WRITE_KEYS.field("BestOfferAutoAcceptPrice")],
  },
  [METADATA_KEYS.bestOfferMinimumPrice]: {
    code: "problem.unreadable_amount",
    field: "best_offer_minimum_price",
    blocks: [WRITE_KEYS.field("BestOfferMinimumPrice")],
  },
  [METADATA_KEYS.vatPercent]: { code: "problem.unreadable_percent", field: "vat_percent", blocks: [WRITE_KEYS.field("VatPercent")] },
  [METADATA_KEYS.unitQuantity]: {
    code: "problem.unreadable_number",
    field: "unit_quantity",
    blocks: [WRITE_KEYS.field("UnitType"), WRITE_KEYS.field("UnitQuantity")],
  },
  // The categories travel in one call; while either cannot be read, matching stays as the service has it.
  [METADATA_KEYS.categoryId1]: {
    code: "problem.unreadable_category",
    field: "category_id_1",
    blocks: [WRITE_KEYS.marketplaceCategory, WRITE_KEYS.field("DisableAutomatch")],
  },
  [METADATA_KEYS.categoryId2]: {
    code: "problem.unreadable_category",
    field: "category_id_2",
    blocks: [WRITE_KEYS.marketplaceCategory, WRITE_KEYS.field("DisableAutomatch")],
  },
}

/**
 * A number the merchant typed that cannot be read holds back its own property (and what
 * travels with it), never stock or price; `15,00` and `15.00` are both read (map-product.ts).
 */
export function unreadableProblems(desired: DesiredProduct): ProductProblem[] {
  return desired.unreadable.map(({ key, value }): ProductProblem => {
    const { code, field, blocks } = TYPED_KEYS[key]
    const severity = blocks.length ? "error" : "warning"
    return { field: "metadata." + key, severity, ...coded(code, { field, value: value.slice(0, 40) }), blocks }
  })
}
