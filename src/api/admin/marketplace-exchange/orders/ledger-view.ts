import type { CodedMessage } from "../../../../messages"
import type { OrderWriteBackState } from "../../../../modules/marketplace-exchange/types"

type LedgerRow = {
  id: string
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
  created_at: Date | string
  updated_at: Date | string
}

/** A ledger row as the admin shows it: ids, state in words a merchant reads, reasons, write-back. */
export function ledgerView(row: LedgerRow) {
  const writeback = (row.writeback ?? {}) as OrderWriteBackState
  return {
    id: row.id,
    remote_order_id: row.remote_order_id,
    platform_order_id: row.platform_order_id,
    state: row.state,
    attempts: row.attempts,
    medusa_order_id: row.medusa_order_id,
    display_id: row.display_id,
    reasons: (row.reasons ?? []) as Array<{ code: string; message: string }>,
    last_error: row.last_error,
    last_error_words: (row.last_error_words ?? null) as CodedMessage | null,
    /** Why the row is closed (`gone_at_service`), and when; nothing is sent to or asked of the order since. */
    closed_reason: row.closed_reason ?? null,
    closed_at: row.closed_at ?? null,
    write_back: {
      paid: Boolean(writeback.paid),
      order_shipping_status: writeback.order_status ?? 0,
      items: writeback.items ?? {},
      /** Updates the service refused for good, with its message: the merchant must act on them. */
      rejected: writeback.rejected ?? {},
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export const LEDGER_STATES = ["claimed", "created", "completed", "parked", "closed"] as const
