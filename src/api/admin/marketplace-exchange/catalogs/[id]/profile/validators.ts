import { z } from "@medusajs/framework/zod"

/** Body of POST /admin/marketplace-exchange/catalogs/:category_id/profile (spec 4.3 SetCatalogProfile). */
export const PostCatalogProfile = z.object({
  type: z.enum(["payment", "return", "shipping"], { error: "type must be one of: payment, return, shipping" }),
  profile_id: z
    .string({ error: "profile_id must be the marketplace's numeric profile id, as a string" })
    .regex(/^\d{1,19}$/, { message: "profile_id must be the marketplace's numeric profile id" }),
})
export type PostCatalogProfileType = z.infer<typeof PostCatalogProfile>
