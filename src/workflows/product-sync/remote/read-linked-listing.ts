import { ExchangeClient, ExchangeNotFoundError } from "../../../client"
import { productProperties } from "../../../protocol/schema/catalog-sets"
import { linkedVariationKeys } from "../utils/link-variations"
import type { ProductSnapshot } from "../utils/snapshot"
import { snapshotOfRemote } from "./adopt-remote"

/** The product properties a shop writes (spec 2.1): the linked listing's values of them are what the next push compares with. */
const WRITABLE_FIELDS = Object.entries(productProperties)
  .filter(([name, property]) => property.access !== "readOnly" && name !== "ProductType")
  .map(([name]) => name)

/**
 * The listing the merchant linked to a Medusa product at move-in (issue 31), read from the
 * service as it is now, as the product's snapshot: its fields, its variations as the product's
 * variants (utils/link-variations.ts), images, catalog links and strike prices. From then on
 * only differences travel and no POST /Products is ever sent for it. Null when the service no
 * longer holds it (deleted meanwhile).
 */
export async function readLinkedListing(
  client: ExchangeClient,
  remoteId: string,
  variants: Array<{ id: string; sku: string | null }>,
  keepForeignIds: boolean,
  at: string
): Promise<ProductSnapshot | null> {
  const product = await client.products.get(remoteId).catch((error: unknown) => {
    if (error instanceof ExchangeNotFoundError) return null
    throw error
  })
  if (!product) return null
  const snapshot = await snapshotOfRemote(client, product, WRITABLE_FIELDS, (variations) => linkedVariationKeys(variants, variations), at)
  return keepForeignIds ? { ...snapshot, foreignIdsKept: true } : snapshot
}
