import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ServiceCheckRecord, UnknownSeen } from "../utils/record"
import { fallbacksOf, findingsOf, mergeUnknowns } from "../utils/verdicts"
import type { ServiceReadings } from "./read-service"

export const recordServiceCheckStepId = "marketplace-exchange-record-service-check"

/**
 * This step stores the check on the account's run state (A55): each request form's answer, the fallbacks
 * the answers call for, the description's differences, what the service sent that the spec does
 * not show (merged with what earlier checks kept, so each keeps its first-seen date), and what the
 * plugin's writes met there, which reads cannot show. The
 * last check replaces the one before; not undone (it is a record of what the service answered).
 */
export const recordServiceCheckStep = createStep(
  recordServiceCheckStepId,
  async ({ accountId, readings }: { accountId: string; readings: ServiceReadings }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const before = (await service.getServiceCheck(accountId)) as Partial<ServiceCheckRecord> | null
    const unknowns = mergeUnknowns((before?.unknowns ?? []) as UnknownSeen[], readings.seen, new Date(readings.checked_at))
    const fallbacks = fallbacksOf(readings.requests)
    const writesMet = await service.countWriteAnswersMet(accountId)
    const record: ServiceCheckRecord = {
      checked_at: readings.checked_at,
      duration_ms: readings.duration_ms,
      ok: readings.requests.every((r) => r.verdict === "answered" || r.verdict === "not_asked"),
      requests: readings.requests,
      fallbacks,
      metadata: readings.metadata,
      unknowns,
      writes_met: writesMet,
      findings: findingsOf(fallbacks, readings.metadata?.differences ?? [], unknowns, writesMet),
    }
    await service.saveServiceCheck(accountId, record as unknown as Record<string, unknown>)
    return new StepResponse(record)
  }
)
