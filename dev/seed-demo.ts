import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createSalesChannelsWorkflow,
  linkProductsToSalesChannelWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  createPriceListsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { MARKETPLACE_EXCHANGE_MODULE } from "../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../src/modules/marketplace-exchange/service"
import { drainSyncQueue } from "../src/queue/drain"
import { seedShipping, seedStore, StoreSetup } from "./store-setup"

const IMAGES = "https://medusa-public-images.s3.eu-west-1.amazonaws.com"

/** An EAN-13 from its first 12 digits: the T-shirt's variants carry real-looking GTINs (spec 2.1). */
function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0)
  return `${first12}${(10 - (sum % 10)) % 10}`
}

type DemoProduct = {
  title: string
  subtitle: string
  description: string
  category: string
  images: string[]
  options: Array<{ title: string; values: string[] }>
  variants: Array<{ sku: string; options: Record<string, string>; price: number; barcode?: string }>
  metadata?: Record<string, unknown>
}

const CATALOG: DemoProduct[] = [
  {
    title: "Medusa T-Shirt",
    subtitle: "Organic cotton, relaxed fit",
    description: "<p>A soft tee in organic cotton, printed in Berlin.</p>",
    category: "Shirts",
    images: [
      `${IMAGES}/tee-black-front.png`,
      `${IMAGES}/tee-black-back.png`,
      `${IMAGES}/tee-white-front.png`,
      `${IMAGES}/tee-white-back.png`,
    ],
    options: [
      { title: "Colour", values: ["Black", "White"] },
      { title: "Size", values: ["M", "L"] },
    ],
    variants: ["Black", "White"].flatMap((colour, c) =>
      ["M", "L"].map((size, z) => ({
        sku: `TEE-${colour.toUpperCase()}-${size}`,
        options: { Colour: colour, Size: size },
        price: 25,
        barcode: ean13(`42601234560${c * 2 + z}`),
      }))
    ),
    metadata: { marketplace_brand: "Medusa", marketplace_mpn: "TEE-01" },
  },
  {
    title: "Medusa Sweatshirt",
    subtitle: "Brushed fleece inside",
    description: "<p>A warm sweatshirt with a brushed fleece lining.</p>",
    category: "Sweatshirts",
    images: [`${IMAGES}/sweatshirt-vintage-front.png`, `${IMAGES}/sweatshirt-vintage-back.png`],
    options: [{ title: "Size", values: ["M", "L"] }],
    variants: ["M", "L"].map((size) => ({ sku: `SWEAT-${size}`, options: { Size: size }, price: 45 })),
    metadata: { marketplace_brand: "Medusa" },
  },
  {
    title: "Medusa Sweatpants",
    subtitle: "Tapered, with pockets",
    description: "<p>Comfortable sweatpants for every day.</p>",
    category: "Pants",
    images: [`${IMAGES}/sweatpants-gray-front.png`, `${IMAGES}/sweatpants-gray-back.png`],
    options: [{ title: "Size", values: ["M", "L"] }],
    variants: ["M", "L"].map((size) => ({ sku: `PANTS-${size}`, options: { Size: size }, price: 39 })),
  },
  {
    title: "Medusa Shorts",
    subtitle: "Light and quick-drying",
    description: "<p>Shorts for warm days.</p>",
    category: "Pants",
    images: [`${IMAGES}/shorts-vintage-front.png`, `${IMAGES}/shorts-vintage-back.png`],
    options: [{ title: "Size", values: ["One size"] }],
    variants: [{ sku: "SHORTS-ONE", options: { Size: "One size" }, price: 29 }],
  },
]

/** The one product on sale. */
const ON_SALE = { sku: "SWEAT-M", price: 35 }

/** Recommended retail prices (UVP) of the sweatshirts: the marketplace shows them struck out. */
const RRP: Record<string, number> = { "SWEAT-M": 49.9, "SWEAT-L": 49.9 }

async function seedCatalog(
  container: MedusaContainer,
  store: StoreSetup,
  shippingProfileId: string
): Promise<{ productIds: string[]; variants: Array<{ id: string; sku: string }> }> {
  const {
    result: [clothing],
  } = await createProductCategoriesWorkflow(container).run({ input: { product_categories: [{ name: "Clothing", is_active: true }] } })
  const names = [...new Set(CATALOG.map((p) => p.category))]
  const { result: children } = await createProductCategoriesWorkflow(container).run({
    input: { product_categories: names.map((name) => ({ name, is_active: true, parent_category_id: clothing.id })) },
  })
  const categoryId = Object.fromEntries(children.map((c) => [c.name, c.id]))
  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: CATALOG.map((p) => ({
        title: p.title,
        subtitle: p.subtitle,
        description: p.description,
        status: ProductStatus.PUBLISHED,
        thumbnail: p.images[0],
        images: p.images.map((url) => ({ url })),
        options: p.options,
        variants: p.variants.map((v) => ({
          title: Object.values(v.options).join(" / "),
          sku: v.sku,
          barcode: v.barcode,
          options: v.options,
          manage_inventory: true,
          prices: [{ amount: v.price, currency_code: "eur" }],
        })),
        sales_channels: [{ id: store.salesChannelId }],
        category_ids: [categoryId[p.category]],
        shipping_profile_id: shippingProfileId,
        metadata: p.metadata,
      })),
    },
  })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "sku", "inventory_items.inventory_item_id"],
    filters: { product_id: products.map((p) => p.id) },
  })
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: variants.map((v: any) => ({
        inventory_item_id: v.inventory_items[0].inventory_item_id,
        location_id: store.locationId,
        stocked_quantity: 25,
      })),
    },
  })
  const sale = variants.find((v: any) => v.sku === ON_SALE.sku)!
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: "Winter sale",
          description: "Demo sale",
          type: "sale",
          status: "active",
          prices: [{ amount: ON_SALE.price, currency_code: "eur", variant_id: sale.id }],
        },
      ],
    } as never,
  })
  return { productIds: products.map((p) => p.id), variants }
}

/**
 * The manufacturer's recommended retail prices (UVP), the plugin's default strike price source
 * (spec 2.5): a draft price list, so Medusa never sells at it. The sweatshirts carry one.
 */
async function seedRecommendedRetailPrices(container: MedusaContainer, variants: Array<{ id: string; sku: string }>): Promise<string> {
  const {
    result: [list],
  } = await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: "Recommended retail prices",
          description: "Manufacturer's RRP (UVP), shown as the marketplace's strike price",
          type: "override",
          status: "draft",
          prices: variants.filter((v) => RRP[v.sku]).map((v) => ({ amount: RRP[v.sku], currency_code: "eur", variant_id: v.id })),
        },
      ],
    } as never,
  })
  return list.id
}

/**
 * `medusa exec ./dev/seed-demo.ts` (run by `npm run demo`): the demo store once: channel,
 * region, warehouse, shipping, a small catalog with options, images, categories and a sale,
 * and the plugin's settings pointing at them. The connection comes from the demo's
 * MARKETPLACE_EXCHANGE_* environment (plugin options). A store already seeded is left alone.
 */
export default async function seedDemo({ container }: ExecArgs) {
  const logger = container.resolve("logger")
  const channels = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: "Marketplace" })
  if (channels.length) {
    logger.info("Demo data found; not seeding again.")
    return
  }
  const store = await seedStore(container)
  const shipping = await seedShipping(container, store)
  // Settings first: creating the catalog already queues its sync, which needs them.
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await service.saveSettings({
    sync: {
      sales_channel_id: store.salesChannelId,
      region_id: store.regionId,
      shipping_option_id: shipping.shippingOptionId,
      order_poll_seconds: 20,
    },
  })
  const { productIds, variants } = await seedCatalog(container, store, shipping.shippingProfileId)
  // The strike prices' list, chosen after the catalog exists; its change sends the products again.
  await service.saveSettings({ sync: { rrp_price_list_id: await seedRecommendedRetailPrices(container, variants) } })
  const outlet = await seedOutletAccount(container, service, store, shipping.shippingOptionId, productIds[0])
  for (const accountId of await service.accountIdsForWork()) await service.enqueueProductSync(accountId, productIds)
  await finishQueuedSyncs(container, service)
  logger.info(
    `Seeded the demo store: ${productIds.length} products in the Marketplace channel (account "eBay", eBay.de), ` +
      `one of them also in the Outlet channel (account "${outlet}", eBay.at), both from the Berlin warehouse's stock.`
  )
}

/** The demo's second account: the sandbox's user `outlet`, its own subscription. */
const OUTLET = { user_name: "outlet", password: "outlet", subscription_token: "outlet-token" }

/**
 * A second account beside the first, as a merchant with an outlet has it: an "Outlet" sales
 * channel selling from the same Berlin warehouse (one stock pool), connected to its own
 * subscription of the sandbox, on eBay.at (two accounts on one eBay site never list the same
 * item). The first product is in both channels, so a sale through either account changes what
 * the other offers. The sandbox account is created when the sandbox does not hold it yet.
 */
async function seedOutletAccount(
  container: MedusaContainer,
  service: MarketplaceExchangeModuleService,
  store: StoreSetup,
  shippingOptionId: string,
  sharedProductId: string
): Promise<string> {
  const sandboxUrl = process.env.MARKETPLACE_EXCHANGE_BASE_URL
  if (sandboxUrl) {
    const created = await fetch(`${sandboxUrl}/_sandbox/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OUTLET),
    }).catch(() => null)
    // 409: a sandbox kept from an earlier demo holds it already.
    if (created && !created.ok && created.status !== 409) throw new Error(`The sandbox did not add the outlet account: ${created.status}`)
  }
  const {
    result: [channel],
  } = await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: [{ name: "Outlet" }] } })
  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: store.locationId, add: [channel.id] } })
  await linkProductsToSalesChannelWorkflow(container).run({ input: { id: channel.id, add: [sharedProductId] } })
  const account = await service.createAccount({
    account: { name: "Outlet", marketplace_site: "ebay.at" },
    connection: sandboxUrl ? { base_url: sandboxUrl, auth_url: process.env.MARKETPLACE_EXCHANGE_AUTH_URL ?? sandboxUrl, ...OUTLET } : {},
    sync: { sales_channel_id: channel.id, region_id: store.regionId, shipping_option_id: shippingOptionId, order_poll_seconds: 20 },
  })
  return account.account.name
}

/**
 * The seed's events start syncs in this short-lived `medusa exec` process. Leaving before they
 * end would leave tasks marked running, which hold their products for the queue's lease (10
 * minutes) before the store may push them: so the queue is drained here, to the end.
 */
async function finishQueuedSyncs(container: MedusaContainer, service: MarketplaceExchangeModuleService) {
  const deadline = Date.now() + 120_000
  await new Promise((resolve) => setTimeout(resolve, 500))
  while (Date.now() < deadline) {
    await drainSyncQueue(container, { budgetMs: 30_000 })
    const counts = await service.countTasks()
    if (!counts.running && !counts.pending) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  container.resolve("logger").warn("Demo seed: the first sync is still running; the store finishes it.")
}
