import type { MedusaContainer } from "@medusajs/framework/types"
import type { ActivitySubject, ClaimedTask, TaskKind, TaskOutcome } from "../modules/marketplace-exchange/types"
import { type FailurePolicy, retryOutages } from "./failure-policy"

/** What a task's run did: its outcome, or that with what its kind keeps in the task's payload. */
export type TaskRun = TaskOutcome | null | { outcome: TaskOutcome; keep: Record<string, unknown> }

/** How the queue runs one kind of task; the flow that owns the kind registers it. */
export interface TaskKindDefinition {
  /** What the activity log files the run's writes under (a product, an order, nothing). */
  subject(task: ClaimedTask): ActivitySubject
  /**
   * Runs the task's work; throws its error (the failure policy decides what follows). `lost`: the
   * claim was taken over. Answers what it did, and what the kind keeps of it in the task's payload.
   */
  run(container: MedusaContainer, task: ClaimedTask, lost: AbortSignal): Promise<TaskRun>
  /** What a failed run leads to; by default outages are retried and anything else is kept as failed. */
  failurePolicy?: FailurePolicy
  /**
   * How many runs of this kind one process runs at once (its work is CPU-heavy); the rest of the
   * drain's places stay free for the other kinds. One kind at most is limited: the claim has one such lane.
   */
  atOnce?: number
  /**
   * A check the queue runs on a schedule for the plugin itself (the order poll, the listing
   * sweep), not sync work: left out of the queue's counts (health, the progress bar) and
   * forgotten ten minutes after it is done (there are thousands a day).
   */
  periodic?: boolean
  /**
   * The task queues a batch of others (Sync all): its entity is the batch id and its payload's
   * `expected` how many it found to queue. The progress bar counts what it has not queued yet as
   * waiting, and the task itself as no work of the batch.
   */
  startsBatch?: boolean
}

/** A claimed task whose kind no flow registered in this process: a wiring fault, never the task's. */
export class UnregisteredTaskKindError extends Error {
  constructor(readonly kind: string) {
    super(`No flow registered the task kind "${kind}" in this process; the task is tried again later.`)
    this.name = "UnregisteredTaskKindError"
  }
}

/**
 * One registry per process, not per module instance: Medusa's loaders import the flows' files
 * (which register their kinds, as workflows register themselves) by their own path, and a script
 * or test may load the queue through another, so the registry is keyed on the process.
 */
const REGISTRY = Symbol.for("medusa-plugin-marketplace-exchange.task-kinds")
type Registry = Map<TaskKind, TaskKindDefinition>
const registry = (): Registry => {
  const holder = globalThis as { [REGISTRY]?: Registry }
  return (holder[REGISTRY] ??= new Map())
}

/**
 * Registers how a kind of task runs. Called by the flow that owns the kind when its file is
 * loaded; loading the same file again (another module instance) replaces the definition.
 */
export function registerTaskKind(kind: TaskKind, definition: TaskKindDefinition): void {
  registry().set(kind, definition)
}

/** How this kind runs, with its failure policy filled in; throws UnregisteredTaskKindError when no flow registered it. */
export function taskKind(kind: TaskKind): TaskKindDefinition & Required<Pick<TaskKindDefinition, "failurePolicy">> {
  const definition = registry().get(kind)
  if (!definition) throw new UnregisteredTaskKindError(kind)
  return { failurePolicy: retryOutages, ...definition }
}

/** The kind a process runs only so many of at once (`atOnce`), or null when no flow limited one. */
export function limitedTaskKind(): { kind: TaskKind; atOnce: number } | null {
  for (const [kind, definition] of registry()) if (definition.atOnce !== undefined) return { kind, atOnce: definition.atOnce }
  return null
}

/** The periodic kinds (`periodic`): what the queue's counts leave out and its prune forgets soon. */
export function periodicTaskKinds(): TaskKind[] {
  return [...registry()].filter(([, definition]) => definition.periodic).map(([kind]) => kind)
}

/** What the queue's counts need to know of the kinds (countTasks): the periodic checks and the batch starters. */
export function countedKinds(): { periodic: TaskKind[]; batchStarters: TaskKind[] } {
  const batchStarters = [...registry()].filter(([, definition]) => definition.startsBatch).map(([kind]) => kind)
  return { periodic: periodicTaskKinds(), batchStarters }
}

/** The kinds registered in this process (for tests and health). */
export function registeredTaskKinds(): TaskKind[] {
  return [...registry().keys()]
}
