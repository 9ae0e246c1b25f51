import { DEFAULT_LISTING_RULES, type MedusaProduct, type SyncContext } from "../medusa-product"

/** Complete product safety data (GPSR) of a manufacturer in the EU, as the drawer keeps it. */
export const GPSR = JSON.stringify({
  manufacturer: {
    name: "Acme GmbH",
    street: "Hauptstr. 1",
    postal_code: "10115",
    city: "Berlin",
    country: "DE",
    email: "safety@acme.test",
  },
  safety_information: "Nicht für Kinder unter 3 Jahren.",
})

/** A shirt in two colours and two sizes, with a thumbnail, three images and a category. */
export function shirt(overrides: Partial<MedusaProduct> = {}): MedusaProduct {
  const variant = (id: string, sku: string, colour: string, size: string, rank: number) => ({
    id,
    sku,
    barcode: "40063813339" + String(rank + 10),
    variant_rank: rank,
    options: [
      { value: colour, option: { title: "Colour" } },
      { value: size, option: { title: "Size" } },
    ],
  })
  return {
    id: "prod_shirt",
    title: "Linen shirt",
    subtitle: "Breathes in summer",
    description: "<p>Soft & light</p>",
    status: "published",
    thumbnail: "https://cdn.test/thumb.jpg",
    images: [
      { url: "https://cdn.test/b.jpg", rank: 1 },
      { url: "https://cdn.test/thumb.jpg", rank: 0 },
      { url: "https://cdn.test/c.jpg", rank: 2 },
    ],
    variants: [
      variant("variant_blue_m", "SHIRT-BLUE-M", "Blue", "M", 0),
      variant("variant_blue_l", "SHIRT-BLUE-L", "Blue", "L", 1),
      variant("variant_red_m", "SHIRT-RED-M", "Red", "M", 2),
      variant("variant_red_l", "SHIRT-RED-L", "Red", "L", 3),
    ],
    categories: [{ id: "pcat_shirts", name: "Shirts" }],
    metadata: { marketplace_brand: "Acme", marketplace_mpn: "LS-01", marketplace_vat_percent: "19", marketplace_gpsr: GPSR },
    ...overrides,
  }
}

export function facts(overrides: Partial<SyncContext["facts"]> = {}): SyncContext {
  const base = { stock: 3, price: "29.90", originalPrice: null }
  return {
    facts: {
      variant_blue_m: { ...base },
      variant_blue_l: { ...base, stock: 0 },
      variant_red_m: { ...base, price: "24.90", originalPrice: "29.90" },
      variant_red_l: { ...base, stock: 5 },
      ...overrides,
    },
    catalogIds: ["601"],
    rules: DEFAULT_LISTING_RULES,
  }
}

/** One variant, one option: a single product. */
export function mug(overrides: Partial<MedusaProduct> = {}): MedusaProduct {
  return {
    id: "prod_mug",
    title: "Stoneware mug",
    description: "Holds 300 ml",
    status: "published",
    thumbnail: null,
    images: [{ url: "https://cdn.test/mug.jpg" }],
    variants: [
      { id: "variant_mug", sku: "MUG-1", ean: "4006381333931", options: [{ value: "Default", option: { title: "Default option" } }] },
    ],
    categories: [],
    metadata: { marketplace_brand: "Potter & Co", marketplace_mpn: "MUG-300", marketplace_gpsr: GPSR },
    ...overrides,
  }
}

export const mugFacts = (price = "12.50", stock = 7, originalPrice: string | null = null): SyncContext => ({
  facts: { variant_mug: { stock, price, originalPrice } },
  catalogIds: [],
  rules: DEFAULT_LISTING_RULES,
})

/** The item specifics and optional attributes (GPSR) a complete push of `desired` leaves in its snapshot. */
export const namedValuesPushed = (desired: {
  specifics: Array<{ name: string; value: string }>
  optionalAttributes: Array<{ name: string; value: string }>
}) => ({
  specifics: Object.fromEntries(desired.specifics.map((s, i) => [s.name, { remoteId: `6${i}`, value: s.value }])),
  optionalAttributes: Object.fromEntries(desired.optionalAttributes.map((a, i) => [a.name, { remoteId: `7${i}`, value: a.value }])),
})
