/**
 * GET health's answer, declared once: the route builds it (route.ts), the admin reads it as JSON
 * carries it (`Wire<HealthAnswer>`). Types only, from files the admin's bundle may import.
 */
import type { CodedMessage } from "../../../../messages"
import type { AccountScanAnswer } from "../account/scan/scan-answer"
import type { CheckedRequest, UnknownSeen } from "../../../../workflows/service-check/utils/record"

/** A connection field the merchant still has to enter. */
type ConnectionField = "base_url" | "auth_url" | "user_name" | "password" | "subscription_token"

export interface HealthAnswer {
  /** From what the plugin stored; whether the service answers right now is GET health/connection. */
  connection: {
    configured: boolean
    /** The fields still to enter, and why the password and token are gone (an address moved host). */
    missing: ConnectionField[]
    secrets_cleared_at: string | null
    undecryptable: boolean
  }
  last_import_at: Date | null
  last_import_age_seconds: number | null
  last_import_error: string | null
  /** The same as a code of src/messages. */
  last_import_error_words: CodedMessage | null
  /** The light order poll: its interval and, while the service fails, its backoff. */
  polling: {
    interval_seconds: number
    last_poll_at: Date | null
    failures: number
    backing_off: boolean
    /** Never in the past; null when none is coming (see `reason`) or it is late. */
    next_poll_at: Date | null
    late_since: Date | null
    reason: "import_off" | "not_configured" | "running" | "not_started" | null
    /** The process (host:pid) polling right now, if one is. */
    running_by: string | null
    /** How the poll asks the service; `separate` since the service refused the joined filter. Null while not set up. */
    order_filter: { form: "joined" | "separate"; since: string | null; reason: string | null } | null
  }
  import_paid_only: boolean
  queue: {
    waiting: number
    running: number
    failed: number
    oldest_waiting_since: Date | null
    oldest_waiting_age_seconds: number | null
    /** Work the service failed and that is tried again by itself: "waiting for the service since …". */
    retrying: number
    waiting_for_service_since: Date | null
    last_service_error: string | null
    last_service_error_words: CodedMessage | null
    /** Which server or worker (host:pid) holds the running tasks. */
    running_by: Array<{ worker: string; running: number }>
  }
  /** `gone_at_service`: products the service no longer holds (A50), whose eBay listings may still be live. */
  products: { parked: number; attention: number; failed: number; gone_at_service: number }
  /** Listings the marketplace does not sell although stock is offered, and how far the listing check is behind. */
  listings: { not_active: number; unchecked: number; due_for_check: number; check_every_hours: number; checks_per_minute: number }
  orders: { claimed: number; created: number; completed: number; parked: number; closed: number; dismissed: number }
  reconcile: { at: Date | null; report: Record<string, unknown> | null }
  /** What each direction may send. */
  directions: { push_catalog: boolean; push_stock_price: boolean; import_orders: boolean; import_orders_since: string | null }
  /**
   * The last service check (A55): when, whether every read answered, which did not (refused or
   * failed), its findings in the merchant's words and what the service sent that the spec does
   * not show; null before the first.
   */
  service_check: {
    checked_at: string
    ok: boolean
    duration_ms: number
    failed: CheckedRequest[]
    findings: CodedMessage[]
    unknowns: UnknownSeen[]
  } | null
  /** Whether creates wait for a scan of the account, and the latest scan. */
  account: {
    needs_scan: boolean
    foreign_products: number | null
    checked_at: Date | string | null
    scan: Pick<AccountScanAnswer, "id" | "state" | "plan"> | null
    /**
     * How the scan reads the account's variations on this connection (A53): `set`, the
     * ProductVariations feed; `per_product`, each variation set's through its product, since the
     * service refused the feed (`reason`: its answer). Null while nothing was learned.
     */
    scan_variation_reading: { form: "set" | "per_product"; since: string; reason: string | null } | null
  }
}
