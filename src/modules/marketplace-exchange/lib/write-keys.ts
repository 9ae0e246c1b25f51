/**
 * Every remote write of a product sync has a key naming what it changes, so that a problem or
 * a refusal holds back exactly that part and nothing else. Stock and price have keys of their
 * own lane (`stock:`, `price:`); everything else is content.
 */
export const WRITE_KEYS = {
  /** The product itself: its create (which carries every field) or its delete. */
  product: "product",
  field: (name: string) => `field:${name}`,
  /** A variation's create, Sku and specifics. */
  variation: (variantId: string) => `variation:${variantId}`,
  /** Stock of a variation, or of the product itself ("" for a single product). */
  stock: (variantId: string | null) => `stock:${variantId ?? ""}`,
  price: (variantId: string | null) => `price:${variantId ?? ""}`,
  image: (url: string) => `image:${url}`,
  variationImages: (value: string) => `variation-image:${value}`,
  catalogLink: (catalogId: string) => `catalog-link:${catalogId}`,
  /** The catalog of a Medusa category, created or renamed before its products (spec 1 rule 1). */
  catalog: (categoryId: string) => `catalog:${categoryId}`,
  offer: (variantId: string | null) => `offer:${variantId ?? ""}`,
  marketplaceCategory: "marketplace-category",
  /** A single product's item specific, by name. */
  specific: (name: string) => `specific:${name}`,
  /** A product's optional attribute (GPSR data), by name (A45). */
  attribute: (name: string) => `attribute:${name}`,
} as const

export type Lane = "stock" | "content"

export const laneOf = (key: string): Lane => (key.startsWith("stock:") || key.startsWith("price:") ? "stock" : "content")

/** Product fields a create carries: any of them held back means the product cannot be created. */
export const isProductFieldKey = (key: string) => key.startsWith("field:")

/**
 * Whether held-back keys keep a product's create back: a held-back field the create would carry.
 * A field left out of the create (a merchant's value that cannot be read) is not sent at all,
 * so it holds back only itself.
 */
export const blocksCreate = (blocked: Iterable<string>, fields: Record<string, unknown>) =>
  [...blocked].some((key) => isProductFieldKey(key) && key.slice("field:".length) in fields)
