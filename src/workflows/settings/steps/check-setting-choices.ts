import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SyncSettings } from "../../../modules/marketplace-exchange/types"
import { idsParam } from "../../../messages"
import { refusal } from "../../../messages/refusal"

export const checkSettingChoicesStepId = "marketplace-exchange-check-setting-choices"

const CHOICES = [
  ["sales_channel_id", "sales_channel"],
  ["region_id", "region"],
  ["shipping_option_id", "shipping_option"],
  ["rrp_price_list_id", "price_list"],
] as const

/**
 * This step refuses a save whose chosen channel, region, shipping option, price list or carrier
 * map ids name nothing in the store: a typo would stop every sync and import later, and a carrier
 * mapped to an unknown id would leave its orders' tracking numbers without a carrier (A37).
 */
export const checkSettingChoicesStep = createStep(checkSettingChoicesStepId, async (input: Partial<SyncSettings>, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  for (const [field, entity] of CHOICES) {
    const id = input[field]
    if (!id) continue
    const { data } = await query.graph({ entity, fields: ["id"], filters: { id } })
    if (!data.length) throw refusal(MedusaError.Types.INVALID_DATA, "refusal.setting.unknown_choice", { setting: field, id })
  }
  const map = input.carrier_map
  const optionIds = Object.keys(map?.shipping_options ?? {})
  if (optionIds.length) {
    const { data } = await query.graph({ entity: "shipping_option", fields: ["id"], filters: { id: optionIds } })
    const missing = optionIds.filter((id) => !data.some((option: { id: string }) => option.id === id))
    if (missing.length)
      throw refusal(MedusaError.Types.INVALID_DATA, "refusal.setting.unknown_shipping_options", { ids: idsParam(missing) })
  }
  const providerIds = Object.keys(map?.fulfillment_providers ?? {})
  if (providerIds.length) {
    const { data } = await query.graph({ entity: "fulfillment_provider", fields: ["id"] })
    const known = data.map((provider: { id: string }) => provider.id)
    const missing = providerIds.filter((id) => !known.includes(id))
    if (missing.length)
      throw refusal(MedusaError.Types.INVALID_DATA, "refusal.setting.unknown_providers", {
        ids: idsParam(missing),
        known: known.join(", ") || "—",
      })
  }
  return new StepResponse(undefined)
})
