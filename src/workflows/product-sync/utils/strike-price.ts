import type { StrikePriceSource } from "../../../modules/marketplace-exchange/types"
import { compareMoney } from "../../shared/money"

/**
 * A variant's strike price (DiscountOffer Type 1, shown as the UVP, spec 2.5) by the settings'
 * source: the price in the price list marked as holding recommended retail prices (default), or
 * the original price of a running sale. Null when there is none, or when it would not be above
 * the selling price (a strike price below the price strikes nothing out).
 */
export function strikePrice(input: {
  source: StrikePriceSource
  price: string | null
  original: string | null
  onSaleList: boolean
  rrp?: string
}): string | null {
  const candidate = input.source === "sale_original_price" ? (input.onSaleList ? input.original : null) : (input.rrp ?? null)
  return input.price && candidate && compareMoney(candidate, input.price) > 0 ? candidate : null
}
