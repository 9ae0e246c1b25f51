import type { WriteReport } from "../../../client/core"
import type { CodedMessage } from "../../../messages"
import { currentActivitySubject } from "./activity-scope"
import { ActivityOutcome, describeWrite, outcomeOf } from "./describe-write"

export interface ActivityInput {
  at: Date
  /** The account the event is of; the first account's when not said. */
  account_id?: string | null
  product_id?: string | null
  order_id?: string | null
  remote_order_id?: string | null
  area: "product" | "order" | "account"
  action: string
  subject?: string | null
  outcome: ActivityOutcome
  code?: string | null
  message?: string | null
  /** The message as a code of src/messages with its parameters, for the admin's language (`message` stays English). */
  words?: CodedMessage | null
  duration_ms?: number | null
}

/** A step of something the plugin did, as the caller tells it; the subject comes from the running scope when not given. */
export type ActivityStep = Omit<ActivityInput, "at" | "area"> & { at?: Date; area?: ActivityInput["area"] }

/** Events kept in memory at most while the database does not take them: beyond, the oldest are dropped (and counted). */
const MAX_PENDING = 10_000

/**
 * The activity log's writer: events are buffered and written in one insert per batch, a
 * fraction of a second later, so logging every write of a 10,000-product Sync all costs one
 * transaction per few hundred writes instead of one per write. A log never fails or slows the
 * work it records: a failed insert is logged and the batch dropped.
 */
export class ActivityLog {
  private pending: ActivityInput[] = []
  private timer?: NodeJS.Timeout
  private writing: Promise<void> = Promise.resolve()
  dropped = 0

  constructor(
    private readonly write: (events: ActivityInput[]) => Promise<unknown>,
    private readonly warn: (message: string) => void = () => undefined,
    private readonly delayMs = 250,
    private readonly batchSize = 500
  ) {}

  /** A write the client made, filed under the product or order the running work is about. */
  recordWrite(report: WriteReport): void {
    const { action, subject } = describeWrite(report.method, report.path)
    this.record({
      at: report.startedAt,
      action,
      subject,
      outcome: outcomeOf(report),
      code: report.code ?? (report.ok ? null : (report.kind ?? null)),
      message: report.ok ? null : (report.message ?? null),
      duration_ms: report.durationMs,
    })
  }

  record(step: ActivityStep): void {
    const subject = currentActivitySubject()
    const event: ActivityInput = {
      account_id: subject.accountId ?? null,
      product_id: subject.productId ?? null,
      order_id: subject.orderId ?? null,
      remote_order_id: subject.remoteOrderId ?? null,
      ...step,
      at: step.at ?? new Date(),
      area: "account",
    }
    event.area = step.area ?? (event.order_id || event.remote_order_id ? "order" : event.product_id ? "product" : "account")
    this.pending.push(event)
    if (this.pending.length > MAX_PENDING) this.dropped += this.pending.splice(0, this.pending.length - MAX_PENDING).length
    if (this.pending.length >= this.batchSize) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs).unref()
  }

  /** Writes what is buffered; resolves once every event recorded before the call is in the database (or dropped). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.pending.splice(0)
    if (batch.length) {
      this.writing = this.writing
        .then(() => this.write(batch))
        .then(
          () => undefined,
          (error: Error) => {
            this.warn(`marketplace-exchange: ${batch.length} activity events could not be written: ${error.message}`)
          }
        )
    }
    return this.writing
  }
}
