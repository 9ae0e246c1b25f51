import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import MarketplaceExchangeModule from "../modules/marketplace-exchange"

/**
 * Read-only (no table of its own): the read model's `product_id` names Medusa's product, so the
 * listings grid reads each row's product (title, thumbnail, status) through Query, never from
 * Medusa's tables.
 */
export default defineLink(
  { linkable: MarketplaceExchangeModule.linkable.marketplaceExchangeChannelProduct, field: "product_id" },
  ProductModule.linkable.product,
  { readOnly: true }
)
