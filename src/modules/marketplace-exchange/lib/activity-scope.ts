import { AsyncLocalStorage } from "node:async_hooks"

/** What the work running now is about: the activity log files the client's writes under it. */
export interface ActivitySubject {
  productId?: string
  orderId?: string
  remoteOrderId?: string
}

const scope = new AsyncLocalStorage<ActivitySubject>()

/**
 * Runs `work` with its writes filed under `subject` (merged into the subject around it). The
 * drain runs each task inside one, the order import each order, so a write is logged with its
 * product or order without every step passing it down.
 */
export function withActivitySubject<T>(subject: ActivitySubject, work: () => Promise<T>): Promise<T> {
  return scope.run({ ...scope.getStore(), ...subject }, work)
}

export const currentActivitySubject = (): ActivitySubject => scope.getStore() ?? {}
