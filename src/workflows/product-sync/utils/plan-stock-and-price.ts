import type { DesiredProduct } from "./map-product"
import { HoldBack, productPriceWaits } from "./plan-content"
import { isHeldBack, KeyedWrite } from "./refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"

/**
 * One ReviseInventoryStatus (spec 4.3) with absolute values: of a variation, or of the product
 * itself (`variantId` null). Its key and signature name the stock; the price has its own
 * (`priceWrite`), so a refused price never holds the stock back.
 */
export interface StockWrite extends KeyedWrite {
  variantId: string | null
  stock?: number
  price?: string
  priceWrite?: KeyedWrite
}

export interface StockPlan {
  writes: StockWrite[]
  /** Stock or price values the service refused before and that are still wanted: not sent again. */
  heldBack: KeyedWrite[]
}

const stockKeyed = (variantId: string | null, stock: number, subject: string): KeyedWrite => ({
  key: WRITE_KEYS.stock(variantId),
  signature: String(stock),
  subject: `Stock of ${subject}`,
})
const priceKeyed = (variantId: string | null, price: string, subject: string): KeyedWrite => ({
  key: WRITE_KEYS.price(variantId),
  signature: price,
  subject: `Price of ${subject}`,
})

/**
 * The stock lane: what changed in stock and price of the product and its variations already on
 * the service. Nothing of the content matters here, so nothing of it can hold this back. The
 * product's price waits for the content lane only when Best Offer thresholds must come down
 * first (order-price-writes.ts), and only while the content lane sends them (`contentSent`): with
 * the catalog switched off nothing of ours lowers them, so the price goes at once (a late price sells at the old one).
 * Variations still to be created carry their stock with them. `staleStock` names what the
 * marketplace sold since (variant ids, "" for the product itself).
 */
export function planStockAndPrice(
  desired: DesiredProduct,
  snapshot: ProductSnapshot | null,
  holdBack: HoldBack,
  staleStock: ReadonlySet<string> = new Set(),
  contentSent = true
): StockPlan {
  if (!snapshot || snapshot.productType !== desired.productType) return { writes: [], heldBack: [] }
  const heldBack: KeyedWrite[] = []
  const keep = (keyed: KeyedWrite | undefined) => {
    if (!keyed) return undefined
    if (!isHeldBack(keyed, holdBack.blocked, holdBack.held)) return keyed
    heldBack.push(keyed)
    return undefined
  }
  const writes: StockWrite[] = []
  const add = (variantId: string | null, subject: string, stock: number | undefined, price: string | undefined) => {
    const stockPart = keep(stock === undefined ? undefined : stockKeyed(variantId, stock, subject))
    const pricePart = keep(price === undefined ? undefined : priceKeyed(variantId, price, subject))
    if (!stockPart && !pricePart) return
    const named = stockPart ?? pricePart!
    writes.push({ ...named, variantId, stock: stockPart ? stock : undefined, price: pricePart ? price : undefined, priceWrite: pricePart })
  }

  const fields = desired.fields
  const newPrice =
    fields.Price && fields.Price !== snapshot.fields.Price && !(contentSent && productPriceWaits(desired, snapshot))
      ? String(fields.Price)
      : undefined
  // A variation set's own StockAmount is not its listing's quantity (the variations' is): only its price is kept.
  const newStock =
    desired.productType === 0 && (fields.StockAmount !== snapshot.fields.StockAmount || staleStock.has(""))
      ? Number(fields.StockAmount)
      : undefined
  add(null, "the product", newStock, newPrice)

  for (const variation of desired.variations) {
    const before = snapshot.variations[variation.variantId]
    if (!before) continue
    const subject = `variant ${variation.sku ?? variation.variantId}`
    const price = variation.price && variation.price !== before.price ? variation.price : undefined
    // A sale on the marketplace moved its stock there (stale): sent again whatever the snapshot says.
    const stock = variation.stock !== before.stock || before.retired || staleStock.has(variation.variantId) ? variation.stock : undefined
    add(variation.variantId, subject, stock, price)
  }
  // A linked listing's variation the store does not sell offers nothing, content lane or not.
  for (const [key, before] of Object.entries(snapshot.variations)) {
    if (before.unmatched && (before.stock > 0 || staleStock.has(key))) add(key, `variation ${before.sku ?? before.remoteId}`, 0, undefined)
  }
  return { writes, heldBack }
}
