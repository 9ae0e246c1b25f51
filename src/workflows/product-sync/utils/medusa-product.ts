/**
 * The plain data a sync reads from Medusa for one product (query.graph's result, reduced to
 * what the mapping needs), plus what the workflow computed for it. Mappers take this and
 * return data: no Medusa imports, no I/O.
 */
import { NO_PRICE_RULE, type SyncSettings } from "../../../modules/marketplace-exchange/types"

export interface MedusaOptionValue {
  value: string
  option?: { title: string } | null
  option_id?: string | null
}

export interface MedusaVariant {
  id: string
  title?: string | null
  sku?: string | null
  ean?: string | null
  upc?: string | null
  barcode?: string | null
  variant_rank?: number | null
  options?: MedusaOptionValue[] | null
  metadata?: Record<string, unknown> | null
  thumbnail?: string | null
  images?: Array<{ url: string; rank?: number | null }> | null
}

export interface MedusaCategory {
  id: string
  name: string
  parent_category_id?: string | null
}

export interface MedusaProduct {
  id: string
  title: string
  subtitle?: string | null
  description?: string | null
  status: string
  thumbnail?: string | null
  images?: Array<{ url: string; rank?: number | null }> | null
  options?: Array<{ title: string; values?: Array<{ value: string }> | null }> | null
  variants: MedusaVariant[]
  categories?: MedusaCategory[] | null
  metadata?: Record<string, unknown> | null
  /** Medusa's product attributes, sent as item specifics of a single product. */
  material?: string | null
  weight?: number | string | null
  length?: number | string | null
  width?: number | string | null
  height?: number | string | null
  origin_country?: string | null
  hs_code?: string | null
  mid_code?: string | null
  tags?: Array<{ value: string } | null> | null
}

/** Per variant: what the workflow computed from inventory and pricing. */
export interface VariantFacts {
  /** Sellable quantity, buffer applied, clamped to the service's range (0 to 999). */
  stock: number
  /** Calculated price in the configured region and currency; null when the variant has none. */
  price: string | null
  /** The strike price (spec 2.5 UVP) by the settings' source (utils/strike-price.ts), when it is above the price. */
  originalPrice: string | null
}

export interface SyncContext {
  facts: Record<string, VariantFacts>
  /** Remote catalog ids of the product's categories (catalogs are synced first, spec 1 rule 1). */
  catalogIds: string[]
  /** The settings' rules for what goes to eBay, from the run's one settings read. */
  rules: ListingRules
  /**
   * A51: the type the service lists the product as (its snapshot's), kept whatever its variants
   * would make it until the merchant lists it anew; absent: not on the service, or listed anew.
   */
  listedType?: 0 | 1
}

/** How the listing's title, prices, item specific names and GPSR data come from the store's: the settings' part of them. */
export type ListingRules = Pick<SyncSettings, "title_overflow" | "price_rule" | "specific_names" | "gpsr_by_brand">

/** The settings' defaults: a title over the limit is held back, the store's prices go as they are. */
export const DEFAULT_LISTING_RULES: ListingRules = {
  title_overflow: "hold",
  price_rule: NO_PRICE_RULE,
  specific_names: {},
  gpsr_by_brand: {},
}

/** The rules of a settings snapshot. */
export const listingRulesOf = (settings: ListingRules): ListingRules => ({
  title_overflow: settings.title_overflow,
  price_rule: settings.price_rule,
  specific_names: settings.specific_names,
  gpsr_by_brand: settings.gpsr_by_brand,
})

/** A product as a sync reads it from Medusa, with what the settings decide about it (store/load-sync-input.ts reads it). */
export interface SyncInput {
  product: MedusaProduct | null
  /** Published and in the marketplace's sales channel: otherwise it must leave the service. */
  listable: boolean
  /** In the marketplace's sales channel (published or not). */
  inChannel: boolean
  facts: Record<string, VariantFacts>
  /** The product's categories and all their ancestors, parents before children. */
  categories: MedusaCategory[]
  currencyCode: string | null
  /** The settings' title and price rules, read with the settings. */
  rules: ListingRules
}
