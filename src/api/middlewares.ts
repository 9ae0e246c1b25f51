import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { PostConnectionSettings } from "./admin/marketplace-exchange/settings/validators"
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
  ],
})
