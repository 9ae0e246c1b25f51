import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import { ClaimedTask, HEARTBEAT_MS } from "../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { classifyFailure } from "./classify-failure"
import { failureText } from "./failure-words"
import { refillAt, tasksInProgressFor } from "./drain-pace"
import { servesOnly, tellWorkers } from "./worker-mode"
import { limitedTaskKind, taskKind, UnregisteredTaskKindError } from "./task-kind-registry"

export interface DrainOptions {
  /** Tasks in progress at once; by default enough to fill the instance's in-flight limit (drain-pace.ts). */
  concurrency?: number
  /** Stop after this long, leaving the rest to the next drain. */
  budgetMs?: number
}

/**
 * Renews the task's lease while its work runs, so a slow run is never taken for a dead one; when
 * the task is no longer this claim's (it froze past its lease and was taken over), `lost` aborts
 * and a long run (the order poll) stops before its next page.
 */
function keepLeased(service: MarketplaceExchangeModuleService, task: ClaimedTask, lost: AbortController): () => void {
  const renew = () =>
    service.heartbeatTask(task).then(
      (held) => held || lost.abort(),
      () => undefined
    )
  const timer = setInterval(() => void renew(), HEARTBEAT_MS)
  timer.unref?.()
  return () => clearInterval(timer)
}

/** A task's writes go to the activity log under its product or order (the module's withActivitySubject). */
async function runTask(container: MedusaContainer, service: MarketplaceExchangeModuleService, task: ClaimedTask) {
  let kind: ReturnType<typeof taskKind>
  try {
    kind = taskKind(task.kind)
  } catch (error) {
    // No flow registered the kind here (a process that loaded the queue but not the flows): the task
    // waits for a process that has it, never dropped.
    if (!(error instanceof UnregisteredTaskKindError)) throw error
    await service.failTask(task, failureText(error), false, Infinity)
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`marketplace-exchange: ${error.message}`)
    return
  }
  await service.withActivitySubject({ accountId: task.account_id, ...kind.subject(task) }, () =>
    runTaskInScope(container, service, task, kind)
  )
}

async function runTaskInScope(
  container: MedusaContainer,
  service: MarketplaceExchangeModuleService,
  task: ClaimedTask,
  kind: ReturnType<typeof taskKind>
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const lost = new AbortController()
  const release = keepLeased(service, task, lost)
  try {
    const ran = await kind.run(container, task, lost.signal)
    if (ran && typeof ran === "object") await service.completeTask(task, ran.outcome, ran.keep)
    else await service.completeTask(task, ran)
  } catch (error) {
    const failure = failureText(error)
    const policy = kind.failurePolicy(classifyFailure(error))
    const outcome = await service.failTask(task, failure, policy.permanent, policy.maxAttempts)
    const log = outcome === "failed" ? logger.error.bind(logger) : logger.warn.bind(logger)
    log(`marketplace-exchange: ${task.kind} task for ${task.entity_id} failed (${outcome}, attempt ${task.attempts}): ${failure.message}`)
  } finally {
    release()
  }
}

/** Wakes the running drain while it waits for a place to free up: work came (an event, a Sync all's next page). */
let wakeDrain: (() => void) | undefined

/**
 * Claims due tasks and keeps `concurrency` of them running until none are due or the time
 * budget is spent: a finished task's place is taken by the next one at once, so the instance's
 * in-flight limit stays filled instead of waiting for the slowest task of a round. Safe on
 * several instances at once (claims skip locked rows).
 */
export async function drainSyncQueue(container: MedusaContainer, options: DrainOptions = {}): Promise<number> {
  return (await drainUntilDone(container, options)).ran
}

/** The drain, and whether it stopped for its time budget with work still due (then the next one starts at once). */
async function drainUntilDone(container: MedusaContainer, options: DrainOptions): Promise<{ ran: number; outOfTime: boolean }> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // A lane per account, as large as its own in-flight budget at the service (its own client) keeps
  // busy: an account whose service hangs or whose backlog is long fills its own lane, never another's.
  // A drain given a concurrency (tests, benchmarks) has one lane for every account.
  const lanes: Lane[] = options.concurrency
    ? [{ accountId: undefined, size: options.concurrency, running: 0 }]
    : (await service.listAccountSettings()).map((settings) => ({
        accountId: settings.account.id,
        size: tasksInProgressFor(settings.sync.max_requests_in_flight),
        running: 0,
      }))
  const deadline = Date.now() + (options.budgetMs ?? 50_000)
  const running = new Set<Promise<void>>()
  // The kind a flow limited (sales orders: Medusa's order workflow is CPU work), and how many of it run.
  const limited = limitedTaskKind()
  let limitedRunning = 0
  let ran = 0
  let outOfTime = false
  for (;;) {
    let claimAgain = false
    if (Date.now() < deadline) {
      for (const lane of lanes) {
        const free = lane.size - lane.running
        // Claims come in groups (one query each), not one per finished task: fewer round trips to the database.
        if (free < refillAt(lane.size, lane.running)) continue
        const allowance = limited ? Math.max(0, limited.atOnce - limitedRunning) : 0
        const tasks = await service.claimTasks(free, {
          ...(limited ? { limited: { kind: limited.kind, allowance } } : {}),
          ...(lane.accountId ? { accountId: lane.accountId } : {}),
        })
        for (const task of tasks) {
          const counted = task.kind === limited?.kind
          if (counted) limitedRunning++
          lane.running++
          const run: Promise<void> = runTask(container, service, task).finally(() => {
            running.delete(run)
            lane.running--
            if (counted) limitedRunning--
          })
          running.add(run)
        }
        ran += tasks.length
        // A full claim: more may be due, claim again; otherwise wait for a place to free up.
        if (tasks.length === free) claimAgain = true
      }
    } else {
      outOfTime = true
    }
    if (claimAgain) continue
    if (!running.size) break
    await Promise.race([...running, new Promise<void>((resolve) => (wakeDrain = resolve))])
    wakeDrain = undefined
  }
  return { ran, outOfTime }
}

/** The tasks of one account (every account's: undefined) the drain keeps in progress, and how many run now. */
type Lane = { accountId: string | undefined; size: number; running: number }

type DrainSlot = { timer?: NodeJS.Timeout; running?: Promise<unknown>; again?: boolean; container?: MedusaContainer }

/** A retry due within this long gets a drain of its own at its time; later ones wait for the minute's job. */
const FOLLOW_UP_WITHIN_MS = 60_000

/** A little after a gone process's task becomes free: the database's clock and this process's may differ slightly. */
const DEAD_WORKER_CHECK_GRACE_MS = 1_000

/** A due task the drain could not claim (its entity's work runs in another process) is looked at again after this long. */
const BLOCKED_RETRY_MS = 2_000

/**
 * After a drain: the next retry is run when its backoff ends, and a crashed process's task when
 * it may be taken over (after a restart), not up to a minute later by the job.
 */
async function followUp(container: MedusaContainer) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [due, freeable] = await Promise.all([service.nextTaskDueAt(), service.nextDeadWorkerTaskFreeAt()])
  const waits: number[] = []
  if (freeable) waits.push(Math.max(0, freeable.getTime() - Date.now()) + DEAD_WORKER_CHECK_GRACE_MS)
  if (due) {
    const wait = due.getTime() - Date.now()
    // Due already and yet not claimed: its entity's work runs elsewhere (another instance); look again shortly, not in a loop.
    waits.push(wait > 0 ? wait + 50 : BLOCKED_RETRY_MS)
  }
  const wait = Math.min(...waits)
  if (waits.length && wait <= FOLLOW_UP_WITHIN_MS) drainSoon(container, wait)
}

/**
 * The process's one drain slot. Not keyed by container (a request's is a scope of its own) nor
 * by the module service: a scheduled job runs as a workflow step whose container resolved a
 * different service object every minute, so each tick started a drain beside the running one
 * (measured: 7 drains of 32 tasks after 7 minutes of a 10,000-product Sync all, the in-flight
 * limit shared by 224 tasks). One process is one instance of the in-flight limit.
 */
const slot: DrainSlot = {}

/** The slot, remembering the latest container to run with (any scope resolves the same singletons). */
function slotFor(container: MedusaContainer): DrainSlot {
  slot.container = container
  return slot
}

/** Runs a drain in the slot; when it ends, again if work came meanwhile, else the next retry is scheduled. */
function startDrain(options: DrainOptions = {}): Promise<unknown> {
  const runWith = slot.container!
  let outOfTime = false
  slot.running = drainUntilDone(runWith, options)
    .then((drained) => (outOfTime = drained.outOfTime))
    .catch((error) =>
      runWith.resolve(ContainerRegistrationKeys.LOGGER).error(`marketplace-exchange: drain failed: ${(error as Error).message}`)
    )
    .finally(() => {
      slot.running = undefined
      // Stopped for its time budget (a long Sync all): the next drain takes over at once.
      if (slot.again || outOfTime) {
        slot.again = false
        drainSoon(slot.container!, 0)
      } else {
        void followUp(slot.container!).catch(() => undefined)
      }
    })
  return slot.running
}

/**
 * Starts a drain shortly after events (the short wait lets a burst coalesce into one task),
 * without waiting for it; one drain at a time per process, run again if work came meanwhile.
 * A server-only process drains nothing: it tells the workers instead (worker-mode.ts).
 */
export function scheduleDrain(container: MedusaContainer, delayMs = 250): void {
  if (servesOnly(container)) {
    tellWorkers(container).catch((error) =>
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(
          `marketplace-exchange: could not tell the workers about queued work (the minute's drain takes it): ${(error as Error).message}`
        )
    )
    return
  }
  drainSoon(container, delayMs)
}

/** The drain of a process that runs background work; never hands off (a worker's answer to the event). */
export function drainSoon(container: MedusaContainer, delayMs = 250): void {
  slotFor(container)
  if (slot.running) {
    slot.again = true
    // Urgent work (a stock change) claims a free place now, not when a running task ends.
    wakeDrain?.()
    return
  }
  clearTimeout(slot.timer)
  slot.timer = setTimeout(() => {
    slot.timer = undefined
    void startDrain()
  }, delayMs)
  slot.timer.unref?.()
}

/**
 * The scheduled job's drain: the one already running in this process is waited for rather
 * than doubled (two drains would keep twice the tasks in progress for the same in-flight limit).
 */
export async function drainInSlot(container: MedusaContainer, options: DrainOptions = {}): Promise<void> {
  slotFor(container)
  if (slot.running) {
    await slot.running
    return
  }
  clearTimeout(slot.timer)
  slot.timer = undefined
  await startDrain(options)
}
