import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { fallbackWrites } from "../utils/fallback-writes"
import type { ServiceCheckRecord } from "../utils/record"

export const applyServiceCheckFallbacksStepId = "marketplace-exchange-apply-service-check-fallbacks"

/**
 * This step hands the check's fallbacks to the flows that use them, through the run state on the
 * connection checked (A55): the order poll asks its two forms apart when the joined one failed
 * and they answered (A31), and the account scan reads each product's variations when the
 * set-level feed failed and a product's own answered (A43). Not undone: each is what the service
 * answered, and the flows learn the same themselves.
 */
export const applyServiceCheckFallbacksStep = createStep(
  applyServiceCheckFallbacksStepId,
  async ({ accountId, record }: { accountId: string; record: ServiceCheckRecord }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const settings = await service.getSettings(accountId)
    const [run, reading] = await Promise.all([
      service.getImportRunState(accountId, settings),
      service.getScanVariationReading(accountId, settings),
    ])
    const writes = fallbackWrites(
      record.fallbacks,
      record.requests,
      { orderFilter: run.orderFilter?.form ?? null, scanVariationReading: reading?.form ?? null },
      new Date(record.checked_at)
    )
    if (writes.orderFilter) await service.recordOrderFilterForm(accountId, writes.orderFilter, settings)
    if (writes.scanVariationReading) await service.recordScanVariationReading(accountId, writes.scanVariationReading, settings)
    return new StepResponse(writes)
  }
)
