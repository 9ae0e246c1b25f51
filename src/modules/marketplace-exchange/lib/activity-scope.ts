import { AsyncLocalStorage } from "node:async_hooks"

/** What the work running now is about: the activity log files the client's writes under it. */
export interface ActivitySubject {
  /** The account the work is for (the first account's when not said). */
  accountId?: string
  productId?: string
  orderId?: string
  remoteOrderId?: string
}

/**
 * The subject of the work running now, one for the process: the module service's
 * `withActivitySubject` runs work under one (service/activity.ts), and every service object's
 * log reads it, whichever object built the client that writes.
 */
export const activityScope = new AsyncLocalStorage<ActivitySubject>()

export const currentActivitySubject = (): ActivitySubject => activityScope.getStore() ?? {}
