import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, QueryContext } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SyncSettings } from "../../../modules/marketplace-exchange/service"
import { TASK_READ_TTL_MS } from "../../../modules/marketplace-exchange/types"
import { batchLoads } from "../../shared/batch-loads"
import { compareMoney, toMoney } from "../../shared/money"
import { ShortLived } from "../../shared/short-lived"
import {
  type ListingRules,
  listingRulesOf,
  type MedusaCategory,
  type MedusaProduct,
  type SyncInput,
  type VariantFacts,
} from "../utils/medusa-product"
import { InventoryLink, offeredQuantity } from "../../shared/sellable-quantity"
import { strikePrice } from "../utils/strike-price"

const PRODUCT_FIELDS = [
  "id",
  "title",
  "subtitle",
  "description",
  "status",
  "thumbnail",
  "metadata",
  "material",
  "weight",
  "length",
  "width",
  "height",
  "origin_country",
  "hs_code",
  "mid_code",
  "tags.value",
  "images.url",
  "images.rank",
  "categories.id",
  "categories.name",
  "categories.parent_category_id",
  "sales_channels.id",
  "variants.id",
  "variants.sku",
  "variants.ean",
  "variants.upc",
  "variants.barcode",
  "variants.variant_rank",
  "variants.manage_inventory",
  "variants.options.value",
  "variants.options.option.title",
  "variants.thumbnail",
  "variants.images.url",
  "variants.images.rank",
  "variants.inventory_items.required_quantity",
  "variants.inventory_items.inventory.location_levels.location_id",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
  "variants.calculated_price.calculated_amount",
  "variants.calculated_price.original_amount",
  "variants.calculated_price.calculated_price.price_list_type",
  "variants.price_set.id",
]

type GraphVariant = MedusaProduct["variants"][number] & {
  manage_inventory?: boolean | null
  inventory_items?: InventoryLink[] | null
  calculated_price?: {
    calculated_amount?: number | null
    original_amount?: number | null
    calculated_price?: { price_list_type?: string | null } | null
  } | null
  price_set?: { id: string } | null
}

/**
 * The recommended retail price of each variant (spec 2.5: DiscountOffer Type 1 is the UVP), by
 * variant id: its price in the price list the merchant marked as holding RRPs, in the region's
 * currency. Read from the list itself, whatever its status, so the list can stay a draft that
 * Medusa never sells at.
 */
async function rrpPrices(
  container: MedusaContainer,
  variants: GraphVariant[],
  priceListId: string,
  currencyCode: string
): Promise<Record<string, string>> {
  const bySet = new Map(variants.filter((v) => v.price_set?.id).map((v) => [v.price_set!.id, v.id]))
  if (!bySet.size) return {}
  const prices = await container
    .resolve(Modules.PRICING)
    .listPrices(
      { price_list_id: [priceListId], price_set_id: [...bySet.keys()], currency_code: currencyCode },
      { select: ["amount", "price_set_id", "min_quantity"] }
    )
  const rrp: Record<string, string> = {}
  for (const price of prices as Array<{ amount: number; price_set_id: string; min_quantity?: number | null }>) {
    const variantId = bySet.get(price.price_set_id)
    // The price for a single unit; tiered prices of the list are not retail prices.
    if (variantId && Number(price.min_quantity ?? 1) <= 1 && !rrp[variantId]) rrp[variantId] = toMoney(price.amount)
  }
  return rrp
}

/**
 * The region's currency and the channel's stock locations, the same for every product: read
 * once a second per instance (shared/short-lived.ts), not once per product of a large queue.
 */
const regions = new ShortLived<{ id: string; currency_code: string } | undefined>(TASK_READ_TTL_MS)
const channelLocations = new ShortLived<string[]>(TASK_READ_TTL_MS)

async function stockLocationsOf(query: { graph: Function }, salesChannelId: string): Promise<string[]> {
  const { data } = await query.graph({ entity: "sales_channel", fields: ["id", "stock_locations.id"], filters: { id: salesChannelId } })
  return ((data[0]?.stock_locations ?? []) as Array<{ id: string } | null>).filter(Boolean).map((l) => l!.id)
}

type GraphProduct = MedusaProduct & { sales_channels?: Array<{ id: string }> }
type Query = { graph: Function }

/** Per query and region (prices are the region's): products asked for together are read together (shared/batch-loads.ts). */
const productLoaders = new WeakMap<object, Map<string, (id: string) => Promise<GraphProduct | undefined>>>()

function productLoaderFor(query: Query, region: { id: string; currency_code: string } | undefined) {
  const byRegion = productLoaders.get(query) ?? new Map()
  productLoaders.set(query, byRegion)
  const key = region ? `${region.id}:${region.currency_code}` : ""
  if (!byRegion.has(key)) {
    byRegion.set(
      key,
      batchLoads(async (ids) => {
        const { data } = await query.graph({
          entity: "product",
          fields: PRODUCT_FIELDS,
          filters: { id: ids },
          context: region
            ? { variants: { calculated_price: QueryContext({ region_id: region.id, currency_code: region.currency_code }) } }
            : {},
        })
        return new Map((data as GraphProduct[]).map((p) => [p.id, p]))
      })
    )
  }
  return byRegion.get(key)!
}

/** Reads one product as the sync needs it, with stock over the channel's locations and prices in the region. */
export async function loadSyncInput(container: MedusaContainer, productId: string, settings: SyncSettings): Promise<SyncInput> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const regionId = settings.region_id
  const region = regionId
    ? await regions.get(
        regionId,
        async () => (await query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { id: regionId } })).data[0]
      )
    : undefined
  const currencyCode = region?.currency_code ?? null
  const product = await productLoaderFor(query, region)(productId)
  const rules = listingRulesOf(settings)
  if (!product) return { product: null, listable: false, inChannel: false, facts: {}, categories: [], currencyCode, rules }

  const channelId = settings.sales_channel_id
  const locationIds = channelId ? await channelLocations.get(channelId, () => stockLocationsOf(query, channelId)) : []
  const inChannel =
    Boolean(settings.sales_channel_id) &&
    (product.sales_channels ?? []).some((c: { id: string } | null) => c?.id === settings.sales_channel_id)
  const listable = product.status === "published" && inChannel

  const variants = product.variants as GraphVariant[]
  const rrp =
    settings.strike_price_source === "rrp_price_list" && settings.rrp_price_list_id && currencyCode
      ? await rrpPrices(container, variants, settings.rrp_price_list_id, currencyCode)
      : {}
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Units owed to marketplace buyers whose orders wait for stock, read fresh on every
  // run: the rows are few and found by their own index, and a held order that just imported must
  // free its units at once (a cached read would keep them off the marketplace with no later run).
  const owed = await service.owedToWaitingOrders()
  const facts: Record<string, VariantFacts> = {}
  for (const variant of variants) {
    const prices = variant.calculated_price
    const price = prices?.calculated_amount != null ? toMoney(prices.calculated_amount) : null
    const original = prices?.original_amount != null ? toMoney(prices.original_amount) : null
    const onSaleList = prices?.calculated_price?.price_list_type === "sale"
    facts[variant.id] = {
      // Stock owed to a held marketplace order is not offered again while its import waits (it would be sold twice).
      stock: offeredQuantity(variant, locationIds, settings, owed[variant.id] ?? 0).offered,
      price,
      originalPrice: strikePrice({ source: settings.strike_price_source, price, original, onSaleList, rrp: rrp[variant.id] }),
    }
  }
  return { product, listable, inChannel, facts, categories: await withAncestors(query, product.categories ?? []), currencyCode, rules }
}

/** Catalogs need their parents first (spec 1 rule 1, A10): load the chains up to the root. */
async function withAncestors(query: { graph: Function }, categories: MedusaCategory[]): Promise<MedusaCategory[]> {
  const known = new Map(categories.map((c) => [c.id, c]))
  let missing = categories.map((c) => c.parent_category_id).filter((id): id is string => Boolean(id) && !known.has(id!))
  while (missing.length) {
    const { data } = await query.graph({
      entity: "product_category",
      fields: ["id", "name", "parent_category_id"],
      filters: { id: missing },
    })
    for (const c of data as MedusaCategory[]) known.set(c.id, c)
    missing = (data as MedusaCategory[]).map((c) => c.parent_category_id).filter((id): id is string => Boolean(id) && !known.has(id!))
  }
  const ordered: MedusaCategory[] = []
  const visit = (c: MedusaCategory) => {
    if (ordered.includes(c)) return
    if (c.parent_category_id && known.has(c.parent_category_id)) visit(known.get(c.parent_category_id)!)
    ordered.push(c)
  }
  known.forEach(visit)
  return ordered
}
