import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createPriceListsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { StoreSetup } from "../../dev/store-setup"

export { seedStore } from "../../dev/store-setup"
export type { StoreSetup } from "../../dev/store-setup"

const COLOURS = ["Blue", "Red"]
const SIZES = ["M", "L"]
/** Valid EAN-13s, one per shirt variant. */
const SHIRT_EANS = ["4006381333900", "4006381333917", "4006381333924", "4006381333931"]

/**
 * A linen shirt in colour x size, with a thumbnail and images, in a "Shirts" category under
 * "Clothing", priced in EUR, stocked at the channel's location, published in the channel.
 */
export async function seedShirt(
  container: MedusaContainer,
  store: StoreSetup,
  overrides: { title?: string; stock?: number; shippingProfileId?: string } = {}
) {
  const {
    result: [clothing],
  } = await createProductCategoriesWorkflow(container).run({ input: { product_categories: [{ name: "Clothing", is_active: true }] } })
  const {
    result: [shirts],
  } = await createProductCategoriesWorkflow(container).run({
    input: { product_categories: [{ name: "Shirts", is_active: true, parent_category_id: clothing.id }] },
  })
  const variants = COLOURS.flatMap((colour, c) =>
    SIZES.map((size, z) => ({
      title: `${colour} ${size}`,
      sku: `SHIRT-${colour.toUpperCase()}-${size}`,
      // A GTIN (spec 2.1: mandatory on the marketplace) in the variants' barcode field.
      barcode: SHIRT_EANS[c * SIZES.length + z],
      options: { Colour: colour, Size: size },
      manage_inventory: true,
      thumbnail: `https://cdn.example.com/shirt/${colour.toLowerCase()}.jpg`,
      prices: [{ amount: 29.9, currency_code: "eur" }],
    }))
  )
  const {
    result: [product],
  } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: overrides.title ?? "Linen shirt",
          subtitle: "Breathes in summer",
          description: "<p>Soft &amp; light linen.</p>",
          status: ProductStatus.PUBLISHED,
          thumbnail: "https://cdn.example.com/shirt/thumb.jpg",
          images: [
            { url: "https://cdn.example.com/shirt/thumb.jpg" },
            { url: "https://cdn.example.com/shirt/back.jpg" },
            { url: "https://cdn.example.com/shirt/detail.jpg" },
          ],
          options: [
            { title: "Colour", values: COLOURS },
            { title: "Size", values: SIZES },
          ],
          variants,
          sales_channels: [{ id: store.salesChannelId }],
          category_ids: [shirts.id],
          shipping_profile_id: overrides.shippingProfileId,
          metadata: { marketplace_brand: "Acme", marketplace_mpn: "LS-01" },
        },
      ],
    },
  })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "sku", "inventory_items.inventory_item_id"],
    filters: { product_id: product.id },
  })
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: data.map((v: any) => ({
        inventory_item_id: v.inventory_items[0].inventory_item_id,
        location_id: store.locationId,
        stocked_quantity: overrides.stock ?? 10,
      })),
    },
  })
  const variantBySku = Object.fromEntries(
    data.map((v: any) => [v.sku, { id: v.id as string, inventoryItemId: v.inventory_items[0].inventory_item_id as string }])
  )
  return { productId: product.id, categoryIds: { clothing: clothing.id, shirts: shirts.id }, variants: variantBySku }
}

/** An active sale: the red M shirt for 24.90 instead of 29.90. */
export async function startSale(container: MedusaContainer, variantId: string) {
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: "Summer sale",
          description: "Summer sale",
          type: "sale",
          status: "active",
          prices: [{ amount: 24.9, currency_code: "eur", variant_id: variantId }],
        },
      ],
    } as never,
  })
}

/**
 * Recommended retail prices as the plugin's default strike price source reads them: a price
 * list kept as a draft (Medusa never sells at it), its id to be chosen in the settings.
 */
export async function seedRrpList(container: MedusaContainer, prices: Record<string, number>): Promise<string> {
  const {
    result: [list],
  } = await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: "Recommended retail prices",
          description: "UVP",
          type: "override",
          status: "draft",
          prices: Object.entries(prices).map(([variantId, amount]) => ({ amount, currency_code: "eur", variant_id: variantId })),
        },
      ],
    } as never,
  })
  return list.id
}

/** A stoneware mug: one variant (a single product), stock not managed, published in the channel, no category. */
export async function seedMug(container: MedusaContainer, store: StoreSetup) {
  const {
    result: [mug],
  } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: "Stoneware mug",
          description: "Holds 300 ml",
          status: ProductStatus.PUBLISHED,
          options: [{ title: "Size", values: ["One"] }],
          variants: [
            {
              title: "One",
              sku: "MUG-1",
              options: { Size: "One" },
              manage_inventory: false,
              prices: [{ amount: 12.5, currency_code: "eur" }],
            },
          ],
          sales_channels: [{ id: store.salesChannelId }],
        },
      ],
    },
  })
  return mug
}
