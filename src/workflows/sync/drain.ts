import type { MedusaContainer } from "@medusajs/framework/types"
import { ExchangeError } from "../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type { ClaimedTask } from "../../modules/marketplace-exchange/lib/queue"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { writeBackOrder } from "../orders/write-back-order"
import { syncProductToExchangeWorkflow } from "../sync-product-to-exchange"
import { SyncNotConfiguredError } from "./sync-product"

export interface DrainOptions {
  /** Tasks run at once per instance. */
  concurrency?: number
  /** Stop after this long, leaving the rest to the next drain. */
  budgetMs?: number
}

/** Failures that another attempt cannot fix: the service refused the data, or setup is missing. */
function isPermanent(error: unknown): boolean {
  if (error instanceof SyncNotConfiguredError) return true
  return error instanceof ExchangeError && !error.retryable && error.kind !== "auth"
}

async function runTask(container: MedusaContainer, service: MarketplaceExchangeModuleService, task: ClaimedTask) {
  const logger = container.resolve("logger")
  try {
    if (task.kind === "order") {
      await writeBackOrder(container, task.entity_id)
    } else {
      const { errors } = await syncProductToExchangeWorkflow(container).run({ input: { productId: task.entity_id }, throwOnError: false })
      if (errors?.length) throw errors[0].error
    }
    await service.completeSyncTask(task.id)
  } catch (error) {
    const message = (error as Error).message ?? String(error)
    // A write-back is never given up on while the service is down: a lost payment or shipment
    // is worse than a retry every ten minutes (the backoff's cap).
    const order = task.kind === "order"
    const outcome = await service.failSyncTask(task, message, order ? false : isPermanent(error), order ? Infinity : undefined)
    const log = outcome === "failed" ? logger.error.bind(logger) : logger.warn.bind(logger)
    log(`marketplace-exchange: ${task.kind} task for ${task.entity_id} failed (${outcome}, attempt ${task.attempts}): ${message}`)
  }
}

/**
 * Claims due tasks and runs them with bounded concurrency until none are due or the time
 * budget is spent. Safe on several instances at once (claims skip locked rows).
 */
export async function drainSyncQueue(container: MedusaContainer, options: DrainOptions = {}): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const concurrency = options.concurrency ?? 4
  const deadline = Date.now() + (options.budgetMs ?? 50_000)
  let ran = 0
  while (Date.now() < deadline) {
    const tasks = await service.claimSyncTasks(concurrency)
    if (!tasks.length) break
    await Promise.all(tasks.map((task) => runTask(container, service, task)))
    ran += tasks.length
  }
  return ran
}

const scheduled = new WeakMap<object, { timer?: NodeJS.Timeout; running?: Promise<unknown>; again?: boolean }>()

/**
 * Starts a drain shortly after events (the short wait lets a burst coalesce into one task),
 * without waiting for it; one drain at a time per instance, run again if work came meanwhile.
 */
export function scheduleDrain(container: MedusaContainer, delayMs = 250): void {
  const entry = scheduled.get(container) ?? {}
  scheduled.set(container, entry)
  if (entry.running) {
    entry.again = true
    return
  }
  clearTimeout(entry.timer)
  entry.timer = setTimeout(() => {
    entry.timer = undefined
    entry.running = drainSyncQueue(container)
      .catch((error) => container.resolve("logger").error(`marketplace-exchange: drain failed: ${(error as Error).message}`))
      .finally(() => {
        entry.running = undefined
        if (entry.again) {
          entry.again = false
          scheduleDrain(container, 0)
        }
      })
  }, delayMs)
  entry.timer.unref?.()
}
