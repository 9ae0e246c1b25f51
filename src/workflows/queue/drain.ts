import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { ClaimedTask, HEARTBEAT_MS, TaskOutcome } from "../../modules/marketplace-exchange/lib/queue"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { writeBackOrderWorkflow } from "../order-write-back/workflows/write-back-order"
import { syncProductWorkflow } from "../product-sync/workflows/sync-product"
import { classifyFailure } from "../shared/classify-failure"
import { failurePolicy } from "./failure-policy"
import { orderTaskOutcome, productTaskOutcome } from "./task-outcome"

export interface DrainOptions {
  /** Tasks run at once per instance. */
  concurrency?: number
  /** Stop after this long, leaving the rest to the next drain. */
  budgetMs?: number
}

/** Renews the task's lease while its work runs, so a slow run is never taken for a dead one. */
function keepLeased(service: MarketplaceExchangeModuleService, task: ClaimedTask): () => void {
  const timer = setInterval(() => void service.heartbeatSyncTask(task.id).catch(() => undefined), HEARTBEAT_MS)
  timer.unref?.()
  return () => clearInterval(timer)
}

async function runTask(container: MedusaContainer, service: MarketplaceExchangeModuleService, task: ClaimedTask) {
  const logger = container.resolve("logger")
  const release = keepLeased(service, task)
  try {
    let outcome: TaskOutcome
    if (task.kind === "order") {
      const { result, errors } = await writeBackOrderWorkflow(container).run({ input: { orderId: task.entity_id }, throwOnError: false })
      if (errors?.length) throw errors[0].error
      outcome = orderTaskOutcome(result)
    } else {
      const { result, errors } = await syncProductWorkflow(container).run({ input: { productId: task.entity_id }, throwOnError: false })
      if (errors?.length) throw errors[0].error
      outcome = productTaskOutcome(result as never)
    }
    await service.completeSyncTask(task, outcome)
  } catch (error) {
    const message = (error as Error).message ?? String(error)
    const policy = failurePolicy(task.kind, classifyFailure(error))
    const outcome = await service.failSyncTask(task, message, policy.permanent, policy.maxAttempts)
    const log = outcome === "failed" ? logger.error.bind(logger) : logger.warn.bind(logger)
    log(`marketplace-exchange: ${task.kind} task for ${task.entity_id} failed (${outcome}, attempt ${task.attempts}): ${message}`)
  } finally {
    release()
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

type DrainSlot = { timer?: NodeJS.Timeout; running?: Promise<unknown>; again?: boolean; container?: MedusaContainer }

/** A retry due within this long gets a drain of its own at its time; later ones wait for the minute's job. */
const FOLLOW_UP_WITHIN_MS = 60_000

/** After a drain: the next retry is run when its backoff ends, not up to a minute later by the job. */
async function followUp(container: MedusaContainer, service: MarketplaceExchangeModuleService) {
  const due = await service.nextSyncTaskDueAt()
  if (!due) return
  const wait = Math.max(0, due.getTime() - Date.now())
  if (wait <= FOLLOW_UP_WITHIN_MS) scheduleDrain(container, wait + 50)
}

/**
 * One slot per instance, keyed by the module service (one per running app): a request's
 * container is a scope of its own, so keying by it would start a drain per request.
 */
const slots = new WeakMap<object, DrainSlot>()

/**
 * Starts a drain shortly after events (the short wait lets a burst coalesce into one task),
 * without waiting for it; one drain at a time per instance, run again if work came meanwhile.
 */
export function scheduleDrain(container: MedusaContainer, delayMs = 250): void {
  const instance: object = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const slot = slots.get(instance) ?? {}
  slots.set(instance, slot)
  slot.container = container
  if (slot.running) {
    slot.again = true
    return
  }
  clearTimeout(slot.timer)
  slot.timer = setTimeout(() => {
    slot.timer = undefined
    const runWith = slot.container!
    slot.running = drainSyncQueue(runWith)
      .catch((error) => runWith.resolve("logger").error(`marketplace-exchange: drain failed: ${(error as Error).message}`))
      .finally(() => {
        slot.running = undefined
        if (slot.again) {
          slot.again = false
          scheduleDrain(slot.container!, 0)
        } else {
          void followUp(slot.container!, instance as MarketplaceExchangeModuleService).catch(() => undefined)
        }
      })
  }, delayMs)
  slot.timer.unref?.()
}
