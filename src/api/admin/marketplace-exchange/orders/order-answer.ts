/**
 * The orders API's answers, declared once: the routes under orders/ build them, the admin reads
 * them as JSON carries them (`Wire<…>`); a ledger row is LedgerView (ledger-view.ts). Types
 * only, from files the admin's bundle may import.
 */
import type { HistoryEntry } from "../../../../client/history"
import type { CodedMessage } from "../../../../messages"
import type { QueuedWorkAnswer } from "../queued-work-answer"
import type { LedgerView } from "./ledger-view"
import type { OrderImportSummary } from "../../../../workflows/order-import/utils/order-batch"

/** How an account's last import went. */
export interface ImportRunAnswer {
  account_id: string
  account_name: string
  last_import_at: Date | null
  last_import_error: string | null
  last_import_error_words: CodedMessage | null
}

/**
 * GET orders: a page of the account's ledger, its whole ledger's count by state, and how its last
 * import went; with `account_id=all` of every account together (each row names its account).
 */
export interface OrderListAnswer {
  /** The account listed (`?account_id=`, the first when not named) and its name; `all` and null for every account. */
  account_id: string
  account_name: string | null
  orders: LedgerView[]
  count: number
  limit: number
  offset: number
  states: Record<LedgerView["state"], number>
  /** Of every account listed: the latest import, and the first account's error that has one (`imports` says each). */
  last_import_at: Date | null
  last_import_error: string | null
  last_import_error_words: CodedMessage | null
  /** Each account listed with how its last import went, the first first. */
  imports: ImportRunAnswer[]
}

/** The order's payment as Medusa knows it now, beside what was reported to the marketplace. */
export interface PaymentAnswer {
  /** Decimal strings in the order's currency. */
  total: string
  captured: string
  refunded: string
  reported: boolean
  /** Something is captured, but not the whole total: nothing is reported until the rest is. */
  partial: boolean
  /** Money refunded after the payment was reported: the marketplace is not told. */
  refunded_after_report: boolean
}

/** Tracking numbers sent without a carrier: the shipment's provider and option, what to map, and its marketplace items. */
export interface UnmappedCarrierAnswer {
  code: "carrier_not_mapped"
  message: string
  fulfillment_provider_id: string | null
  shipping_option: { id: string; name: string | null } | null
  items: string[]
}

/** GET orders/:id: the ledger row with its payment and carriers (none before the Medusa order exists) and its queued write-back. */
export interface OrderAnswer {
  order: LedgerView & {
    payment: PaymentAnswer | null
    unmapped_carriers: UnmappedCarrierAnswer[]
    queued: QueuedWorkAnswer | null
  }
}

/** GET orders/:id/history: the order's history at the service, asked live; null with the reason when it did not answer. */
export interface OrderHistoryAnswer {
  history: HistoryEntry[] | null
  reason: string | null
  reason_words: CodedMessage | null
  timed_out: boolean
  checked_at: Date
}

/** POST orders/:id/retry: what the order's import did within its wait (`running`: it goes on in the background), and the row after it. */
export interface OrderRetryAnswer {
  outcome: "created" | "resumed" | "parked" | "skipped" | "failed" | "changed" | "written_back" | "unchanged" | "running"
  order: LedgerView
}

/** POST orders/:id/dismiss: the row as dismissed, with who, when and why. */
export interface OrderDismissAnswer {
  order: LedgerView
}

/** POST orders/retry (Retry all): how many waiting orders were queued again. */
export interface RetryAllOrdersAnswer {
  queued: number
}

/** What an import (a poll and the order tasks it queued) did, by count; `stopped`: why the poll left the rest to the next one. */
export type OrderImportSummaryAnswer = OrderImportSummary

/** POST orders/import (Import now): what the import did within its wait, or that one is running (since when, if it started). */
export type ImportNowAnswer = { summary: OrderImportSummaryAnswer } | { running: true; started_at: Date | null; message: string }
