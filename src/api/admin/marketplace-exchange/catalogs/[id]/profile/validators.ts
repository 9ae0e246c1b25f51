import { z } from "@medusajs/framework/zod"

/** Body of POST /admin/marketplace-exchange/catalogs/:category_id/profile (spec 4.3 SetCatalogProfile). */
export const PostCatalogProfile = z.object({
  type: z.enum(["payment", "return", "shipping"], { error: "type must be one of: payment, return, shipping" }),
  /** null clears the assignment: the catalog falls back to the account's default profile (A28). */
  profile_id: z
    .string({ error: "profile_id must be the marketplace's numeric profile id as a string, or null to clear it" })
    .regex(/^\d{1,19}$/, { message: "profile_id must be the marketplace's numeric profile id, or null to clear it" })
    .nullable(),
})
export type PostCatalogProfileType = z.infer<typeof PostCatalogProfile>
