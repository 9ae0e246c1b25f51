import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * The plugin's read model of the marketplace channel's products: one row per product
 * of the channel, with what the listings grid sorts and searches by. The grid filters, sorts and
 * pages over this and the sync rows, module tables only; what it shows of Medusa's product comes
 * through Query over the read-only link in src/links/channel-product.ts. Kept by each product's
 * task (workflows/product-sync/steps/record-channel-product.ts) and caught up with Medusa's
 * channel when the counts differ (workflows/channel-products).
 */
export const ChannelProduct = model
  .define("marketplace_exchange_channel_product", {
    id: model.id({ prefix: "mxcp" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    product_id: model.text(),
    sales_channel_id: model.text(),
    /** The product's title as last read, and lower-cased for the grid's order (an index walks it). */
    title: model.text(),
    sort_title: model.text(),
    /** The variants' SKUs, space-separated, for the grid's search. */
    skus: model.text().nullable(),
  })
  .indexes([{ on: ["account_id", "product_id"], unique: true }, { on: ["sales_channel_id", "sort_title", "product_id"] }])
