import { defineMiddlewares, validateAndTransformQuery } from "@medusajs/framework/http"
import { PostDeleteAccountData } from "./admin/marketplace-exchange/account/delete/validators"
import { GetAccountScan, PostAccountScan, PostApplyAccountScan } from "./admin/marketplace-exchange/account/scan/validators"
import { GetMarketplaceOrders } from "./admin/marketplace-exchange/orders/validators"
import { PostDismissOrder } from "./admin/marketplace-exchange/orders/[id]/dismiss/validators"
import { GetMarketplaceProducts } from "./admin/marketplace-exchange/products/validators"
import { PostConnectionSettings } from "./admin/marketplace-exchange/settings/validators"
import { PostConnectionTest } from "./admin/marketplace-exchange/settings/test/validators"
import { PostAccount } from "./admin/marketplace-exchange/accounts/validators"
import { PostCatalogProfile } from "./admin/marketplace-exchange/catalogs/[id]/profile/validators"
import { PostProductCategory } from "./admin/marketplace-exchange/products/[id]/category/validators"
import { PostListAnew } from "./admin/marketplace-exchange/products/[id]/list-anew/validators"
import { PostMarketplaceFields } from "./admin/marketplace-exchange/products/[id]/marketplace-fields/validators"
import { GetActivity } from "./admin/marketplace-exchange/activity/validators"
import { validateCodedBody } from "./admin/marketplace-exchange/coded-body"
import { answerErrors } from "./admin/marketplace-exchange/error-answer"
import { guardInput } from "./admin/marketplace-exchange/guard-input"
import { PostListingAction } from "./admin/marketplace-exchange/listings/actions/validators"
import { GetListings } from "./admin/marketplace-exchange/listings/validators"
import { PostSync } from "./admin/marketplace-exchange/sync/validators"

export default defineMiddlewares({
  // Medusa's handler, but our refusals carry their coded words, and a broken %-escape in one of
  // our addresses is a 400, not a 500 (error-answer.ts).
  errorHandler: answerErrors,
  routes: [
    // First: addresses and fields that are no text are a 400, whichever route they were meant for.
    // A plain prefix (a global middleware is mounted with app.use): a `*` would make Express
    // decode the rest as a parameter, and a broken %-escape would fail there as a 500.
    { matcher: "/admin/marketplace-exchange", middlewares: [guardInput] },
    {
      matcher: "/admin/marketplace-exchange/settings",
      methods: ["POST"],
      middlewares: validateCodedBody(PostConnectionSettings),
    },
    {
      matcher: "/admin/marketplace-exchange/accounts",
      methods: ["POST"],
      middlewares: validateCodedBody(PostAccount),
    },
    {
      matcher: "/admin/marketplace-exchange/accounts/:id",
      methods: ["POST"],
      middlewares: validateCodedBody(PostConnectionSettings),
    },
    {
      matcher: "/admin/marketplace-exchange/settings/test",
      methods: ["POST"],
      middlewares: validateCodedBody(PostConnectionTest),
    },
    {
      matcher: "/admin/marketplace-exchange/sync",
      methods: ["POST"],
      middlewares: validateCodedBody(PostSync),
    },
    {
      matcher: "/admin/marketplace-exchange/products/:id/category",
      methods: ["POST"],
      middlewares: validateCodedBody(PostProductCategory),
    },
    {
      matcher: "/admin/marketplace-exchange/products/:id/list-anew",
      methods: ["POST"],
      middlewares: validateCodedBody(PostListAnew),
    },
    {
      matcher: "/admin/marketplace-exchange/products/:id/marketplace-fields",
      methods: ["POST"],
      middlewares: validateCodedBody(PostMarketplaceFields),
    },
    {
      matcher: "/admin/marketplace-exchange/catalogs/:id/profile",
      methods: ["POST"],
      middlewares: validateCodedBody(PostCatalogProfile),
    },
    {
      matcher: "/admin/marketplace-exchange/orders",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetMarketplaceOrders, {})],
    },
    {
      matcher: "/admin/marketplace-exchange/orders/:id/dismiss",
      methods: ["POST"],
      middlewares: validateCodedBody(PostDismissOrder),
    },
    {
      matcher: "/admin/marketplace-exchange/products",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetMarketplaceProducts, {})],
    },
    {
      matcher: "/admin/marketplace-exchange/listings",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetListings, {})],
    },
    {
      matcher: "/admin/marketplace-exchange/listings/actions",
      methods: ["POST"],
      middlewares: validateCodedBody(PostListingAction),
    },
    {
      matcher: "/admin/marketplace-exchange/activity",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetActivity, {})],
    },
    {
      matcher: "/admin/marketplace-exchange/account/delete",
      methods: ["POST"],
      middlewares: validateCodedBody(PostDeleteAccountData),
    },
    {
      matcher: "/admin/marketplace-exchange/account/scan",
      methods: ["POST"],
      // A mapping of 50,000 lines is about 3 MB; Medusa's default body limit is 100 kB.
      bodyParser: { sizeLimit: "5mb" },
      middlewares: validateCodedBody(PostAccountScan),
    },
    {
      matcher: "/admin/marketplace-exchange/account/scan/apply",
      methods: ["POST"],
      // 100,000 overrides are about 8 MB.
      bodyParser: { sizeLimit: "10mb" },
      middlewares: validateCodedBody(PostApplyAccountScan),
    },
    {
      matcher: "/admin/marketplace-exchange/account/scan",
      methods: ["GET"],
      middlewares: [validateAndTransformQuery(GetAccountScan, {})],
    },
  ],
})
