/**
 * The order ledger's claim. A row is inserted for a new remote order, or taken over when its
 * previous claim is older than the lease (its worker died); a row another worker holds, or a
 * completed one, is not returned, so at most one worker imports an order at a time.
 */
export const LEDGER_TABLE = "marketplace_exchange_order_import"
export const ORDER_CLAIM_LEASE_MS = 5 * 60 * 1000

export const CLAIM_ORDER_SQL = `
insert into ${LEDGER_TABLE} (id, remote_order_id, platform_order_id, state, claimed_at, attempts, created_at, updated_at)
values (?, ?, ?, 'claimed', now(), 1, now(), now())
on conflict (remote_order_id) where deleted_at is null
do update set claimed_at = now(), attempts = ${LEDGER_TABLE}.attempts + 1, updated_at = now()
  where ${LEDGER_TABLE}.state in ('claimed', 'created')
    and (${LEDGER_TABLE}.claimed_at is null or ${LEDGER_TABLE}.claimed_at < now() - (? * interval '1 millisecond'))
returning id, remote_order_id, state, medusa_order_id, display_id, attempts`

export interface ClaimedOrder {
  id: string
  remote_order_id: string
  state: "claimed" | "created"
  medusa_order_id: string | null
  display_id: string | null
  attempts: number
}

/** Parked (or stuck) rows become claimable at once; completed ones are never imported again. */
export const REOPEN_ORDER_SQL = `
update ${LEDGER_TABLE} set state = case when state = 'parked' then 'claimed' else state end,
  claimed_at = null, reasons = null, updated_at = now()
where id = ? and state <> 'completed' and deleted_at is null
returning remote_order_id`

/** What the service has been told about an imported order (see the model's `writeback`). */
export interface OrderWriteBackState {
  /** PaidAmount and PaidDate sent, or the marketplace reported the order paid itself. */
  paid?: boolean
  /** Per remote item id: the ShippingStatus and tracking numbers sent. */
  items?: Record<string, { status?: number; tracking?: string }>
  /** The order's ShippingStatus sent. */
  order_status?: number
}
