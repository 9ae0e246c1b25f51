import { z } from "@medusajs/framework/zod"
import { codedIssue } from "../../../../../../messages/refusal"
import { ACCOUNT_ID_FIELD } from "../../../account-of-request"

/** Body of POST /admin/marketplace-exchange/catalogs/:category_id/profile (spec 4.3 SetCatalogProfile). */
export const PostCatalogProfile = z.object({
  ...ACCOUNT_ID_FIELD,
  type: z.enum(["payment", "return", "shipping"], { error: "type must be one of: payment, return, shipping" }),
  /** null clears the assignment: the catalog falls back to the account's default profile (A28). */
  profile_id: z
    .string({ error: "profile_id must be the marketplace's numeric profile id as a string, or null to clear it" })
    .refine((id) => /^\d{1,19}$/.test(id), codedIssue("refusal.profile.not_an_id", {}))
    .nullable(),
})
export type PostCatalogProfileType = z.infer<typeof PostCatalogProfile>
