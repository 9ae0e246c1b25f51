import type { ExchangeClient } from "../../../client"
import { equalsFilter } from "../../../protocol/literals"
import { newestMostComplete } from "../../shared/copy-to-keep"
import type { ProductVariation } from "../../../client/types"
import type { DesiredProduct, ProductFields } from "../utils/map-product"
import type { ProductSnapshot, VariationSnapshot } from "../utils/snapshot"

const asField = (value: unknown): ProductFields[string] =>
  value === undefined || value === null
    ? null
    : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? value
      : String(value)

/** A variation the service holds, with its specifics, as the snapshot records it. */
export async function adoptVariation(client: ExchangeClient, remote: ProductVariation, at: string): Promise<VariationSnapshot> {
  const specifics = await client.productVariations.specifics(remote.Id)
  return {
    remoteId: remote.Id,
    sku: remote.Sku ?? null,
    price: remote.Price ?? null,
    stock: Number(remote.StockAmount ?? 0),
    specifics: specifics.map((s) => ({ remoteId: s.Id, name: s.Name, value: s.Value })),
    stockSentAt: at,
  }
}

/**
 * The snapshot of a product the service already holds under the Medusa product's id as
 * ForeignId: created by a run that died before recording it, or committed by the service after
 * the client had given up. Fields, variations, images, catalog links and strike prices are read
 * as the service has them, so the next writes are only the differences. Null when it has none.
 */
export async function adoptRemoteProduct(client: ExchangeClient, desired: DesiredProduct, at: string): Promise<ProductSnapshot | null> {
  const copies = await client.products.list(equalsFilter([{ name: "ForeignId", type: "Edm.String", value: desired.productId }]))
  if (!copies.length) return null
  // Several copies (second listings): the one reconciliation would keep; it deletes the others.
  const counted = await Promise.all(
    copies.map(async (copy) => ({
      copy,
      remoteId: copy.Id,
      variations: copies.length > 1 ? (await client.products.variations(copy.Id)).length : 0,
    }))
  )
  const product = newestMostComplete(counted).copy
  const [variations, images, offers, catalogs] = await Promise.all([
    client.products.variations(product.Id),
    client.products.images(product.Id),
    client.products.discountOffers(product.Id),
    client.products.catalogs(product.Id),
  ])
  const remote = product as unknown as Record<string, unknown>
  const snapshot: ProductSnapshot = {
    remoteId: product.Id,
    productType: Number(product.ProductType) === 1 ? 1 : 0,
    fields: Object.fromEntries(Object.keys(desired.fields).map((name) => [name, asField(remote[name])])),
    variations: {},
    images: images.map((i) => ({ remoteId: i.Id, url: i.ImageUrl, type: Number(i.Type) })),
    catalogIds: catalogs.map((c) => c.Id),
    offers: {},
    stockSentAt: at,
  }
  const variantOf = new Map<string, string>()
  for (const variation of variations) {
    if (!variation.ForeignId) continue
    variantOf.set(variation.Id, variation.ForeignId)
    snapshot.variations[variation.ForeignId] = await adoptVariation(client, variation, at)
  }
  for (const offer of offers) {
    const key = offer.ProductVariationId ? variantOf.get(offer.ProductVariationId) : ""
    if (key !== undefined) snapshot.offers[key] = { remoteId: offer.Id, price: offer.Price }
  }
  return snapshot
}
