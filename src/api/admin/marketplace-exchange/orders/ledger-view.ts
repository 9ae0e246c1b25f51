import type { CodedMessage, ParamValue } from "../../../../messages"
import type { OrderWriteBackState } from "../../../../modules/marketplace-exchange/types"

type LedgerRow = {
  id: string
  account_id: string
  remote_order_id: string
  platform_order_id: string | null
  state: string
  attempts: number
  medusa_order_id: string | null
  display_id: string | null
  reasons: unknown
  last_error: string | null
  last_error_words?: unknown
  writeback: unknown
  closed_reason?: string | null
  closed_at?: Date | string | null
  dismissed_by?: string | null
  dismissed_by_email?: string | null
  dismissed_reason?: string | null
  dismissed_at?: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

export const LEDGER_STATES = ["claimed", "created", "completed", "parked", "closed", "dismissed"] as const

/** A reason an order waits, coded (src/messages) with the English words and what to do. */
export type LedgerReason = { code: string; params?: Record<string, ParamValue>; message: string; fix?: string | null }

/** A ledger row as the orders API answers it (dates as ISO text), and the admin reads it. */
export interface LedgerView {
  id: string
  /** The account the order came from (a remote order id is unique only within it), and its name as the merchant calls it. */
  account_id: string
  account_name: string
  remote_order_id: string
  platform_order_id: string | null
  state: (typeof LEDGER_STATES)[number]
  attempts: number
  medusa_order_id: string | null
  display_id: string | null
  reasons: LedgerReason[]
  last_error: string | null
  last_error_words: CodedMessage | null
  /** Why the row is closed (`gone_at_service`), and when; nothing is sent to or asked of the order since. */
  closed_reason: string | null
  closed_at: string | null
  /** The merchant gave the held order up: who (the admin user's id and email), why and when; it is never imported. */
  dismissed: { by: string | null; by_email: string | null; reason: string; at: string } | null
  write_back: {
    paid: boolean
    order_shipping_status: number
    items: Record<string, { status?: number; tracking?: string; carrier?: string }>
    /** Updates the service refused for good, with its message: the merchant must act on them. */
    rejected: Record<string, string>
  }
  created_at: string
  updated_at: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * A ledger row as the admin shows it: its account (`accountName`: the row's account's name), ids,
 * state in words a merchant reads, reasons, write-back.
 */
export function ledgerView(row: LedgerRow, accountName: string): LedgerView {
  const writeback = (row.writeback ?? {}) as OrderWriteBackState
  return {
    id: row.id,
    account_id: row.account_id,
    account_name: accountName,
    remote_order_id: row.remote_order_id,
    platform_order_id: row.platform_order_id,
    state: row.state as LedgerView["state"],
    attempts: row.attempts,
    medusa_order_id: row.medusa_order_id,
    display_id: row.display_id,
    reasons: (row.reasons ?? []) as LedgerReason[],
    last_error: row.last_error,
    last_error_words: (row.last_error_words ?? null) as CodedMessage | null,
    closed_reason: row.closed_reason ?? null,
    closed_at: row.closed_at ? iso(row.closed_at) : null,
    dismissed:
      row.state === "dismissed" && row.dismissed_at
        ? {
            by: row.dismissed_by ?? null,
            by_email: row.dismissed_by_email ?? null,
            reason: row.dismissed_reason ?? "",
            at: iso(row.dismissed_at),
          }
        : null,
    write_back: {
      paid: Boolean(writeback.paid),
      order_shipping_status: writeback.order_status ?? 0,
      items: writeback.items ?? {},
      rejected: writeback.rejected ?? {},
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}
