/**
 * An entity's task waiting or running in the queue, as the product and order answers carry it
 * (`queued`): the screens poll fast while there is one. Types only, for the admin's bundle.
 */
import type { CodedMessage } from "../../../messages"

export interface QueuedWorkAnswer {
  state: "pending" | "running"
  run_after: Date
  /** Why its last try failed, while it waits for the next. */
  last_error: string | null
  last_error_words: CodedMessage | null
}
