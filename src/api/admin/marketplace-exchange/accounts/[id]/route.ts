import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { REMOVE_LISTINGS, removeAccountWorkflow, saveSettingsWorkflow } from "../../../../../workflows/settings"
import { refusal } from "../../../../../messages/refusal"
import { MedusaError } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../../../../../modules/marketplace-exchange/types"
import type { PostConnectionSettingsType } from "../../settings/validators"
import { settingsViewOf } from "../../settings/settings-view-of"
import type { AccountAnswer, RemovedAccountAnswer, SavedAccountAnswer } from "../accounts-answer"

/** One account's settings; 404 for an id no account has. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  res.json({ account: await settingsViewOf(req.scope, await service.getSettings(req.params.id)) } satisfies AccountAnswer)
}

/** Saves what was sent for the account (left out stays, null clears), as the settings save does for the first. */
export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const { result } = await saveSettingsWorkflow(req.scope).run({ input: { ...req.validatedBody, account_id: req.params.id } })
  res.json({ account: await settingsViewOf(req.scope, result.settings), resend: result.resend } satisfies SavedAccountAnswer)
}

/**
 * Removes the account: `?listings=end` ends its listings first (stock 0, asked again, its products
 * and catalogs deleted at the service, as the account reset does; a listing that cannot be ended
 * stops the removal), `?listings=leave` leaves them at eBay for the merchant. Then the account and
 * its records are forgotten; another account's are untouched. 400 without the choice, 404 for an
 * unknown id. The first account stays (400): what names no account means it, and it would only
 * come back empty.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  if (req.params.id === FIRST_ACCOUNT_ID) throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.account.first_stays", {})
  const listings = (req.query as Record<string, unknown>).listings
  if (!REMOVE_LISTINGS.includes(listings as (typeof REMOVE_LISTINGS)[number]))
    throw refusal(MedusaError.Types.INVALID_DATA, "refusal.account.remove_listings", {})
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettings(req.params.id)
  const { result } = await removeAccountWorkflow(req.scope).run({
    input: { settings, listings: listings as (typeof REMOVE_LISTINGS)[number] },
  })
  res.json({
    id: settings.account.id,
    deleted: true,
    listings: result.listings,
    forgotten: result.forgotten,
  } satisfies RemovedAccountAnswer)
}
