import type { TaskOutcome } from "../modules/marketplace-exchange/types"

/**
 * What one done task did, so a "Sync all" can say what happened to each product instead of
 * calling every finished task "sent":
 * - sent: something reached the service and nothing is held back;
 * - unchanged: the service already had it all (nothing to send);
 * - parked: our checks hold the product or some of its content back (problems to fix);
 * - refused: the service refused some of its writes;
 * - removed: it left the marketplace (unpublished, out of the channel) and was ended there;
 * - skipped: not listable and never on the service, or held by a direction switched off, so nothing to do;
 * - superseded: a newer task of the same entity did the work (not counted in a batch).
 */

type ProductRun = {
  removed?: { status: "removed" | "skipped" } | null
  held?: boolean
  pushed?: { status: "synced" | "attention" | "parked"; sent: number; refusals: unknown[] } | null
}

/** A product sync's outcome from its workflow's result (sync-product.ts). */
export function productTaskOutcome(result: ProductRun | null | undefined): TaskOutcome {
  if (result?.removed) return result.removed.status === "removed" ? "removed" : "skipped"
  if (result?.held) return "skipped"
  const pushed = result?.pushed
  if (!pushed) return "unchanged"
  if (pushed.status === "parked") return "parked"
  if (pushed.refusals.length) return "refused"
  if (pushed.status === "attention") return "parked"
  return pushed.sent > 0 ? "sent" : "unchanged"
}

/** An order write-back's outcome: calls made, or nothing left to report. */
export function orderTaskOutcome(result: { calls: number } | null | undefined): TaskOutcome {
  return (result?.calls ?? 0) > 0 ? "sent" : "unchanged"
}

/** A workflow's run without its own throw: the drain takes the step's error as the task's failure. */
export function workflowResult<T>(run: { result: T; errors?: Array<{ error: unknown }> }): T {
  if (run.errors?.length) throw run.errors[0].error
  return run.result
}
