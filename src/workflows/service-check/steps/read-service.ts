import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { refusal } from "../../../messages/refusal"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { readService } from "../remote/read-service"
import { metadataDifferences, parseMetadata, type MetadataDifference, type OfferedSets } from "../utils/metadata"
import type { RequestOutcome, UnknownSeen } from "../utils/record"
import { outcomeOf, unknownHistoryActions, unknownOrderProperties } from "../utils/verdicts"

export const readServiceStepId = "marketplace-exchange-read-service"

/** Each read's own limit: the whole check (a login, then the rest at once) stays well within 10 s. */
export const CHECK_REQUEST_TIMEOUT_MS = 4_000

/** What the reads found, before it is merged with what earlier checks kept. */
export interface ServiceReadings {
  checked_at: string
  duration_ms: number
  requests: RequestOutcome[]
  metadata: { sets: OfferedSets; differences: MetadataDifference[] } | null
  /** What this check saw that the spec does not show. */
  seen: Array<Pick<UnknownSeen, "kind" | "set" | "name" | "example">>
}

/**
 * This step makes the service check's reads (remote/read-service.ts) with a live client of
 * its own (one try per read, its own session, closed after), and words each answer; the
 * service's description is read liberally and compared with the schema (A54). Reads only, so
 * nothing to undo. Refused (400) while the connection is not set up.
 */
export const readServiceStep = createStep(readServiceStepId, async (input: { accountId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const live = await service.getLiveCheckWith({}, input.accountId).catch(() => ({ missing: [] }))
  if ("missing" in live) throw refusal(MedusaError.Types.INVALID_DATA, "refusal.connection.not_set_up", {})
  const started = new Date()
  try {
    const reads = await readService(live.client, await service.serviceCheckSubjects(input.accountId), {
      timeoutMs: CHECK_REQUEST_TIMEOUT_MS,
      now: started,
    })
    const requests = reads.results.map((result) => outcomeOf(result, CHECK_REQUEST_TIMEOUT_MS / 1000))
    let metadata: ServiceReadings["metadata"] = null
    if (reads.metadata !== null) {
      try {
        const sets = parseMetadata(reads.metadata)
        metadata = { sets, differences: metadataDifferences(sets) }
      } catch (error) {
        // Answered, but not a description the plugin can read: said so on the request, not thrown.
        const outcome = requests.find((r) => r.request === "metadata")!
        Object.assign(outcome, outcomeOf({ request: "metadata", ok: false, ms: outcome.ms ?? 0, error }, CHECK_REQUEST_TIMEOUT_MS / 1000))
      }
    }
    const readings: ServiceReadings = {
      checked_at: started.toISOString(),
      duration_ms: Date.now() - started.getTime(),
      requests,
      metadata,
      seen: [...unknownOrderProperties(reads.orders), ...unknownHistoryActions(reads.history)],
    }
    return new StepResponse(readings)
  } finally {
    live.client.close().catch(() => undefined)
  }
})
