import { z } from "@medusajs/framework/zod"
import { NEW_ACCOUNT_IDENTITY_BODY } from "../../../../modules/marketplace-exchange"
import { PostConnectionSettings } from "../settings/validators"

/**
 * Body of POST /admin/marketplace-exchange/accounts: a new account's name (required: it tells the
 * accounts apart on every screen), its eBay site (eBay.de when left out), and any of the settings a
 * save takes (its connection, its channel, its rules), checked by the same rules.
 */
export const PostAccount = PostConnectionSettings.extend(NEW_ACCOUNT_IDENTITY_BODY.shape)

export type PostAccountType = z.infer<typeof PostAccount>
