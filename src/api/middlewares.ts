import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { PostDeleteAccountData } from "./admin/marketplace-exchange/account/delete/validators"
import { GetMarketplaceOrders } from "./admin/marketplace-exchange/orders/validators"
import { GetMarketplaceProducts } from "./admin/marketplace-exchange/products/validators"
import { PostConnectionSettings } from "./admin/marketplace-exchange/settings/validators"
import { PostCatalogProfile } from "./admin/marketplace-exchange/catalogs/[id]/profile/validators"
import { PostProductCategory } from "./admin/marketplace-exchange/products/[id]/category/validators"
import { PostSync } from "./admin/marketplace-exchange/sync/validators"

export default defineMiddlewares({
  routes: [
    {
      matcher: "/admin/marketplace-exchange/settings",
      methods: ["POST"],
      middlewares: [validateAndTransformBody(PostConnectionSettings)],
    },
    {
      matcher: "/admin/marketplace-exchange/sync",
      methods: ["POST"],
      middlewares: [validateAndTransformBody(PostSync)],
    },
    {
      matcher: "/admin/marketplace-exchange/products/:id/category",
      methods: ["POST"],
      middlewares: [validateAndTransformBody(PostProductCategory)],
    },
    {
      matcher: "/admin/marketplace-exchange/catalogs/:id/profile",
      methods: ["POST"],
      middlewares: [validateAndTransformBody(PostCatalogProfile)],
    },
    {
      matcher: "/admin/marketplace-exchange/orders",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetMarketplaceOrders, {})],
    },
    {
      matcher: "/admin/marketplace-exchange/products",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetMarketplaceProducts, {})],
    },
    {
      matcher: "/admin/marketplace-exchange/account/delete",
      methods: ["POST"],
      middlewares: [validateAndTransformBody(PostDeleteAccountData)],
    },
  ],
})
