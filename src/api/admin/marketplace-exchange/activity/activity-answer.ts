/**
 * GET activity's answer, declared once: the route builds it, the admin reads it as JSON carries
 * it (`Wire<ActivityAnswer>`). Types only, from files the admin's bundle may import.
 */
import type { CodedMessage } from "../../../../messages"

/** One thing the plugin did: a write to the service with its answer, or a step of an order import. */
export interface ActivityEventAnswer {
  id: string
  /** The account it happened in, and its name (null for an account removed since). */
  account_id: string
  account_name: string | null
  at: Date
  area: "product" | "order" | "account"
  product_id: string | null
  product_title: string | null
  order_id: string | null
  remote_order_id: string | null
  action: string
  subject: string | null
  outcome: "ok" | "refused" | "failed"
  code: string | null
  message: string | null
  duration_ms: number | null
  /** What happened in the merchant's words (a code of src/messages); null for import steps. */
  words: CodedMessage | null
}

/** A page of the activity log, newest first. */
export interface ActivityAnswer {
  events: ActivityEventAnswer[]
  count: number
  limit: number
  offset: number
}
