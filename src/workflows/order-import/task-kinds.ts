import { neverRetry, retryAlways } from "../../queue/failure-policy"
import { registerTaskKind } from "../../queue/task-kind-registry"
import { runOrderPoll } from "./run/poll-orders"
import { runSalesOrderTask } from "./run/sales-order-task"

/**
 * Sales orders a process runs at once. An order's import is Medusa's order workflow, CPU work
 * (measured: on 2 cores, 4 orders at once were slower than 1; 2 keep one on the database while
 * the other computes); the drain's other places stay free for stock and products.
 */
export const SALES_ORDERS_AT_ONCE = 2

/**
 * The queue's order work, registered as Medusa's loader imports this file (as workflows register
 * themselves): a marketplace order's task (its import, what the marketplace changed, its
 * write-back) and the order poll that finds them.
 */
registerTaskKind("sales_order", {
  subject: (task) => ({ remoteOrderId: task.entity_id }),
  run: (container, task, lost) => runSalesOrderTask(container, task, lost),
  // A write-back is never given up on while the service is down: a lost payment or shipment is
  // worse than a retry every ten minutes. Refused values are handled per call inside the
  // write-back, so what reaches the queue is an outage or the setup.
  failurePolicy: retryAlways,
  atOnce: SALES_ORDERS_AT_ONCE,
})

registerTaskKind("order_poll", {
  subject: () => ({}),
  run: async (container, task, lost) => {
    await runOrderPoll(container, task, lost)
    return null
  },
  // A poll records its own failures and backoff (run/poll-orders.ts); what escapes it is not
  // retried by the queue: the next tick queues the next poll when it is due.
  failurePolicy: neverRetry,
  periodic: true,
})
