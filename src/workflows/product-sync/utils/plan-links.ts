import type { DesiredProduct } from "./map-product"
import { type ContentWrite, write } from "./content-write"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"

/* The product's links as content writes: its catalogs, its strike prices, its marketplace categories. */

export function planCatalogs(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  const have = new Set(snapshot?.catalogIds ?? [])
  const want = new Set(desired.catalogIds)
  const link = (op: "linkCatalog" | "unlinkCatalog", catalogId: string) =>
    write({ op, catalogId }, WRITE_KEYS.catalogLink(catalogId), op, `Catalog link ${catalogId}`)
  return [
    ...[...have].filter((id) => !want.has(id)).map((id) => link("unlinkCatalog", id)),
    ...[...want].filter((id) => !have.has(id)).map((id) => link("linkCatalog", id)),
  ]
}

/** Spec 2.5: a strike price while a sale is on; removed when it ends. */
export function planOffers(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  const have = snapshot?.offers ?? {}
  const writes: ContentWrite[] = []
  const subject = (variantId: string | null) => (variantId ? `Strike price of variant ${variantId}` : "Strike price")
  const wanted = new Map(desired.offers.map((o) => [o.variantId ?? "", o]))
  for (const [key, offer] of wanted) {
    const op = !have[key] ? "createOffer" : have[key].price !== offer.price ? "replaceOffer" : null
    if (op)
      writes.push(
        write(
          { op, variantId: offer.variantId, price: offer.price },
          WRITE_KEYS.offer(offer.variantId),
          offer.price,
          subject(offer.variantId)
        )
      )
  }
  for (const key of Object.keys(have)) {
    if (!wanted.has(key))
      writes.push(write({ op: "deleteOffer", variantId: key || null }, WRITE_KEYS.offer(key || null), "remove", subject(key || null)))
  }
  return writes
}

export function planMarketplaceCategory(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  const category = desired.marketplaceCategory
  const before = snapshot?.marketplaceCategory
  if (!category || (category.categoryId1 === before?.categoryId1 && category.categoryId2 === (before?.categoryId2 ?? null))) return []
  return [write({ op: "setMarketplaceCategory", ...category }, WRITE_KEYS.marketplaceCategory, category, "Marketplace categories")]
}
