import { z } from "@medusajs/framework/zod"
import { codedIssue } from "../../../messages/refusal"
import type { StoredSettings } from "./stored-settings"
import { ACCOUNT_NAME_LENGTH, MARKETPLACE_SITES, type MarketplaceSite } from "./sync-settings"

/** What names an account, as a save or a new account sends it: each left out to keep it. */
export interface AccountIdentityInput {
  name?: string
  marketplace_site?: MarketplaceSite
}

/** An account's name as the merchant types it: trimmed, never empty, short enough for a column and a filter. */
const accountName = z
  .string({ error: "name must be text" })
  .trim()
  .refine(
    (name) => name.length >= ACCOUNT_NAME_LENGTH.min && name.length <= ACCOUNT_NAME_LENGTH.max,
    codedIssue("refusal.setting.text_length", { setting: "name", min: ACCOUNT_NAME_LENGTH.min, max: ACCOUNT_NAME_LENGTH.max })
  )

const marketplaceSite = z.enum(MARKETPLACE_SITES, { error: `marketplace_site must be one of: ${MARKETPLACE_SITES.join(", ")}` })

/** A save's account fields: each may be left out; neither can be cleared (an account always has a name and a site). */
export const ACCOUNT_IDENTITY_BODY = z.object({ name: accountName.optional(), marketplace_site: marketplaceSite.optional() })

/** A new account's fields: the name is required (it tells the accounts apart), the site defaults to eBay.de. */
export const NEW_ACCOUNT_IDENTITY_BODY = z.object({ name: accountName, marketplace_site: marketplaceSite.optional() })

/** The row's changes for the account fields sent. */
export function identityChanges(input: AccountIdentityInput | undefined): Partial<StoredSettings> {
  const changes: Partial<StoredSettings> = {}
  if (input?.name !== undefined) changes.name = input.name
  if (input?.marketplace_site !== undefined) changes.marketplace_site = input.marketplace_site
  return changes
}
