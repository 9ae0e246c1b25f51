import type { ExchangeClient } from "../../../client"
import { equalsFilter } from "../../../protocol/literals"
import { newestMostComplete } from "../../shared/copy-to-keep"
import type { Product, ProductVariation } from "../../../client/types"
import type { DesiredProduct, ProductFields } from "../utils/map-product"
import type { ProductSnapshot, VariationSnapshot } from "../../../modules/marketplace-exchange/types"

const asField = (value: unknown): ProductFields[string] =>
  value === undefined || value === null
    ? null
    : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? value
      : String(value)

/** The specifics a variation holds at the service, as the snapshot records them. */
export async function heldSpecifics(client: ExchangeClient, variationId: string): Promise<VariationSnapshot["specifics"]> {
  const specifics = await client.productVariations.specifics(variationId)
  return specifics.map((s) => ({ remoteId: s.Id, name: s.Name, value: s.Value }))
}

/** A variation the service holds, with its specifics, as the snapshot records it. */
export async function adoptVariation(client: ExchangeClient, remote: ProductVariation, at: string): Promise<VariationSnapshot> {
  return {
    remoteId: remote.Id,
    sku: remote.Sku ?? null,
    price: remote.Price ?? null,
    stock: Number(remote.StockAmount ?? 0),
    specifics: await heldSpecifics(client, remote.Id),
    stockSentAt: at,
  }
}

/**
 * The snapshot of a product the service already holds under the Medusa product's id as
 * ForeignId: created by a run that died before recording it, or committed by the service after
 * the client had given up. Null when it has none.
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
  return snapshotOfRemote(
    client,
    product,
    Object.keys(desired.fields),
    (variations) => variations.flatMap((variation) => (variation.ForeignId ? [{ variation, key: variation.ForeignId }] : [])),
    at
  )
}

/** Which snapshot key each of the service's variations is recorded under; one left out is not recorded. */
export type VariationKeys = (variations: ProductVariation[]) => Array<{ variation: ProductVariation; key: string; unmatched?: boolean }>

/**
 * A product as the service holds it, as a snapshot: the named fields, variations (keyed by
 * `keysOf`), images, catalog links and strike prices, so that the next writes are only the
 * differences. The adoption of a lost create and the link of another system's listing
 * both read it here.
 */
export async function snapshotOfRemote(
  client: ExchangeClient,
  product: Product,
  fieldNames: string[],
  keysOf: VariationKeys,
  at: string
): Promise<ProductSnapshot> {
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
    fields: Object.fromEntries(fieldNames.map((name) => [name, asField(remote[name])])),
    variations: {},
    images: images.map((i) => ({ remoteId: i.Id, url: i.ImageUrl, type: Number(i.Type) })),
    catalogIds: catalogs.map((c) => c.Id),
    offers: {},
    stockSentAt: at,
  }
  const keyOf = new Map<string, string>()
  for (const { variation, key, unmatched } of keysOf(variations)) {
    keyOf.set(variation.Id, key)
    const adopted = await adoptVariation(client, variation, at)
    snapshot.variations[key] = {
      ...adopted,
      ...(variation.ForeignId && variation.ForeignId !== key ? { foreignId: variation.ForeignId } : {}),
      ...(unmatched ? { unmatched: true } : {}),
    }
  }
  for (const offer of offers) {
    const key = offer.ProductVariationId ? keyOf.get(offer.ProductVariationId) : ""
    if (key !== undefined) snapshot.offers[key] = { remoteId: offer.Id, price: offer.Price }
  }
  return snapshot
}
