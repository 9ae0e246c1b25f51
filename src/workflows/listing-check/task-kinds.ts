import { neverRetry } from "../../queue/failure-policy"
import { registerTaskKind } from "../../queue/task-kind-registry"
import { runListingSweepTask } from "./run/sweep-task"

/**
 * The listing sweep as a task of the queue, registered as Medusa's loader imports this file (as
 * workflows register themselves): one sweep at a time per account, leased and renewed as every
 * task is, on any number of instances.
 */
registerTaskKind("listing_sweep", {
  subject: () => ({}),
  run: (container, task) => runListingSweepTask(container, task),
  // A sweep that failed is not tried again: the next minute's tick queues the next one, and what
  // this one did not ask stays first in line.
  failurePolicy: neverRetry,
  periodic: true,
})
