import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import type { SettingsView } from "../../../../modules/marketplace-exchange/types"
import { saveSettingsWorkflow } from "../../../../workflows/settings"
import type { PostConnectionSettingsType } from "./validators"
import type { SavedSettingsAnswer, SettingsAnswer } from "./settings-answer"

/** The settings as the admin sees them, from one read of them: the connection (secrets as set or not) and every sync setting. */
async function view(scope: MedusaContainer, settings: SettingsSnapshot): Promise<SettingsView> {
  const service: MarketplaceExchangeModuleService = scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return {
    stock_locations: await stockLocationsOf(scope, settings.sync.sales_channel_id),
    ...(await service.connectionView(settings)),
    ...settings.sync,
  }
}

/** The locations whose stock the marketplace gets: those of the chosen channel (Medusa's own link). */
async function stockLocationsOf(scope: MedusaContainer, salesChannelId: string | null): Promise<Array<{ id: string; name: string }>> {
  if (!salesChannelId) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "sales_channel",
    fields: ["stock_locations.id", "stock_locations.name"],
    filters: { id: salesChannelId },
  })
  return ((data[0]?.stock_locations ?? []) as Array<{ id: string; name: string } | null>).filter((l): l is { id: string; name: string } =>
    Boolean(l)
  )
}

/** The settings; secrets are reported as set or not, never returned. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  res.json({ settings: await view(req.scope, await service.getSettings()) } satisfies SettingsAnswer)
}

/** Saves what was sent (left out stays, null clears) and answers the settings as saved, with the resend batch a change set off. */
export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const { result } = await saveSettingsWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ settings: await view(req.scope, result.settings), resend: result.resend } satisfies SavedSettingsAnswer)
}
