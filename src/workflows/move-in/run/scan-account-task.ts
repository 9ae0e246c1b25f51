import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ClaimedTask } from "../../../modules/marketplace-exchange/types"
import { classifyFailure } from "../../../queue/classify-failure"
import { failureText } from "../../../queue/failure-words"
import { workflowResult } from "../../../queue/task-outcome"
import type { ScanPlace } from "../steps/scan-place"
import { scanAccountWorkflow } from "../workflows/scan-account"

/**
 * The `account_scan` task (entity: the scan's id): runs the scan from the place its payload
 * kept. A failure the service may get over (an outage) is noted on the scan and tried again by
 * the queue's backoff; one only the merchant can fix (the connection, the channel) ends the scan
 * as failed, saying why.
 */
export async function runAccountScanTask(container: MedusaContainer, task: ClaimedTask): Promise<null> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const payload = (task.payload ?? {}) as Partial<Pick<ScanPlace, "phase" | "next" | "reading">>
  const input: ScanPlace = {
    claim: { id: task.id, attempts: task.attempts },
    scanId: task.entity_id,
    settings: await service.getSettingsForTask(task.account_id),
    phase: payload.phase ?? "products",
    next: payload.next ?? null,
    ...(payload.reading === "per_product" ? { reading: "per_product" as const } : {}),
  }
  try {
    workflowResult(await scanAccountWorkflow(container).run({ input, throwOnError: false }))
  } catch (error) {
    const failure = failureText(error)
    if (classifyFailure(error) === "transient") await service.noteAccountScanError(task.entity_id, failure)
    else await service.failAccountScan(task.entity_id, failure)
    throw error
  }
  return null
}
