import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { PostConnectionSettings } from "./admin/marketplace-exchange/settings/validators"

export default defineMiddlewares({
  routes: [
    {
      matcher: "/admin/marketplace-exchange/settings",
      methods: ["POST"],
      middlewares: [validateAndTransformBody(PostConnectionSettings)],
    },
  ],
})
