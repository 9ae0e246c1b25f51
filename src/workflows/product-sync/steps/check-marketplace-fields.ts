import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { loadSyncInput } from "../store/load-sync-input"
import { mapProduct } from "../utils/map-product"
import { listedTypeOf } from "../utils/listed-type"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import {
  FieldErrors,
  fieldFormatErrors,
  MarketplaceFieldsInput,
  metadataPatch,
  metadataWith,
  pushErrorsOnFields,
} from "../utils/marketplace-fields"
import { validateProduct } from "../utils/validate-product"

export const checkMarketplaceFieldsStepId = "marketplace-exchange-check-marketplace-fields"

/** Checks the new marketplace fields with the push's own rules on the product as it would be, and gives its new metadata. Read-only. */
export const checkMarketplaceFieldsStep = createStep(
  checkMarketplaceFieldsStepId,
  async (input: { accountId: string; productId: string; fields: MarketplaceFieldsInput }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    // Checked as the account named sends it: its region's prices, its rules, the type its listing has.
    const [settings, state] = await Promise.all([
      service.getSyncSettings(input.accountId),
      service.getProductSyncState(input.accountId, input.productId),
    ])
    const loaded = await loadSyncInput(container, input.productId, settings)
    const patch = metadataPatch(input.fields)
    const metadata = metadataWith(loaded.product?.metadata, patch)
    const errors: FieldErrors = fieldFormatErrors(input.fields, { gpsrBrands: Object.keys(settings.gpsr_by_brand) })
    // The rules across fields and with the price need the marketplace's region (its prices).
    if (loaded.product && settings.region_id) {
      // Checked as the sync will send it: in the type the service lists it as (A51).
      const listedType = listedTypeOf((state?.snapshot ?? null) as ProductSnapshot | null, Boolean(state?.list_anew_at))
      const context = { facts: loaded.facts, catalogIds: [], rules: loaded.rules, listedType }
      const desired = mapProduct({ ...loaded.product, metadata }, context)
      const pushErrors = pushErrorsOnFields(validateProduct(desired, { currencyCode: loaded.currencyCode ?? undefined }), input.fields)
      for (const [field, message] of Object.entries(pushErrors)) errors[field as keyof FieldErrors] ??= message
    }
    return new StepResponse({ errors, patch, metadata })
  }
)
