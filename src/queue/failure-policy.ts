import type { FailureClass } from "./classify-failure"

/**
 * What the queue does with a task whose run failed, by what the failure means
 * (classify-failure.ts): tried again after a backoff, or kept as failed for the merchant.
 * A kind names its policy when it registers (task-kind-registry.ts); the queue knows no kind.
 */
export type FailurePolicy = (failure: FailureClass) => { permanent: boolean; maxAttempts?: number }

/**
 * Tried again for as long as it takes, whatever failed, at the backoff's cap (ten minutes): for
 * work whose loss is worse than a retry, such as a payment or a shipment to report.
 */
export const retryAlways: FailurePolicy = () => ({ permanent: false, maxAttempts: Infinity })

/**
 * Outages are waited out for as long as they last, so a long one ends with every value exact;
 * what no retry can fix (a refusal, a missing setup) is kept as failed for the merchant. The
 * default for a kind that names no policy.
 */
export const retryOutages: FailurePolicy = (failure) =>
  failure === "transient" ? { permanent: false, maxAttempts: Infinity } : { permanent: true }

/** Never tried again by the queue: the kind schedules its own next run (a poll's next tick). */
export const neverRetry: FailurePolicy = () => ({ permanent: true })
