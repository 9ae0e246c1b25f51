/**
 * The sync API's answers, declared once: the route builds them, the admin reads them as JSON
 * carries them (`Wire<…>`). Types only, from files the admin's bundle may import.
 */
import type { CodedMessage } from "../../../../messages"
import type { TaskOutcome } from "../../../../modules/marketplace-exchange/types"

/** POST sync: the batch to follow with GET, and how many products it queued (a Sync all: the channel's size). */
export interface SyncQueuedAnswer {
  batch_id: string
  queued: number
}

/** GET sync: a batch's progress (or the whole queue's without `batch_id`). */
export interface SyncProgressAnswer {
  batch_id: string | null
  pending: number
  running: number
  done: number
  failed: number
  total: number
  /** Done and failed of the total; 1 when there is nothing. */
  progress: number
  /** What the done tasks did; a task superseded by a newer one of its entity is not counted. */
  outcomes: Record<Exclude<TaskOutcome, "superseded">, number>
  /** Tasks waiting to be tried again after the service failed them, and the newest reason. */
  retrying: number
  last_error: string | null
  last_error_words: CodedMessage | null
}
