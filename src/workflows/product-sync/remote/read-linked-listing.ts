import { ExchangeClient, ExchangeNotFoundError } from "../../../client"
import { PRODUCT_TYPE } from "../../../protocol/schema"
import { productProperties } from "../../../protocol/schema/catalog-sets"
import { linkedVariationKeys } from "../utils/link-variations"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { snapshotOfRemote } from "./adopt-remote"

/**
 * The product properties a shop writes (spec 2.1): the linked listing's values of them are what the
 * next push compares with. Not those the service only accepts from other connectors (A4
 * `acceptedOnly`): the plugin never sends them, so they are nothing to compare.
 */
const WRITABLE_FIELDS = Object.entries(productProperties)
  .filter(([name, property]) => property.access !== "readOnly" && !property.acceptedOnly && name !== "ProductType")
  .map(([name]) => name)

/**
 * What the service holds of a listing linked at move-in: the snapshot, or why it cannot be the
 * product's: gone (deleted meanwhile), another type (ProductType is fixed on create, spec 2.1:
 * the sync would delete and list it anew), or a variation set none of whose variations is a variant.
 */
export type LinkedListing =
  { snapshot: ProductSnapshot } | { gone: true } | { refused: "product_set" | "single_to_set" | "set_to_single" | "no_variation_matches" }

/**
 * The listing the merchant linked to a Medusa product at move-in, read from the
 * service as it is now, as the product's snapshot: its fields, its variations as the product's
 * variants (utils/link-variations.ts), images, catalog links and strike prices. From then on
 * only differences travel and no POST /Products is ever sent for it.
 */
export async function readLinkedListing(
  client: ExchangeClient,
  remoteId: string,
  variants: Array<{ id: string; sku: string | null }>,
  keepForeignIds: boolean,
  at: string
): Promise<LinkedListing> {
  const product = await client.products.get(remoteId).catch((error: unknown) => {
    if (error instanceof ExchangeNotFoundError) return null
    throw error
  })
  if (!product) return { gone: true }
  const type = Number(product.ProductType)
  const expected = variants.length === 1 ? PRODUCT_TYPE.single : PRODUCT_TYPE.variationSet
  if (type === PRODUCT_TYPE.productSet) return { refused: "product_set" }
  if (type !== expected) return { refused: type === PRODUCT_TYPE.single ? "single_to_set" : "set_to_single" }
  const snapshot = await snapshotOfRemote(client, product, WRITABLE_FIELDS, (variations) => linkedVariationKeys(variants, variations), at)
  const variations = Object.values(snapshot.variations)
  if (variations.length && variations.every((v) => v.unmatched)) return { refused: "no_variation_matches" }
  return { snapshot: keepForeignIds ? { ...snapshot, foreignIdsKept: true } : snapshot }
}
