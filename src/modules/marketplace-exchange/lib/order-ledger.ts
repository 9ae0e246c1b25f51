/**
 * The order ledger's claim. A row is inserted for a new remote order, or taken over when its
 * previous claim is older than the lease (its worker died); a row another worker holds, or a
 * completed one, is not returned, so at most one worker imports an order at a time.
 *
 * A claim made by the order's queue task names it so (TASK_CLAIM_PREFIX). The queue
 * runs one task of an order at a time and gives a new run only once the last one's task lease
 * ran out (its process died or froze: its later writes here are fenced by the claim), so the
 * next task run takes such a claim over at once instead of waiting out the ledger's lease.
 */
export const LEDGER_TABLE = "marketplace_exchange_order_import"
export const ORDER_CLAIM_LEASE_MS = 5 * 60 * 1000
/** The prefix of a claim token made by the order's task (generateEntityId's prefix). */
export const TASK_CLAIM_PREFIX = "mxtaskclaim"

export const CLAIM_ORDER_SQL = `
insert into ${LEDGER_TABLE} (id, remote_order_id, platform_order_id, state, claimed_at, claim_token, attempts, created_at, updated_at)
values (?, ?, ?, 'claimed', now(), ?, 1, now(), now())
on conflict (remote_order_id) where deleted_at is null
do update set claimed_at = now(), claim_token = excluded.claim_token, attempts = ${LEDGER_TABLE}.attempts + 1, updated_at = now()
  where ${LEDGER_TABLE}.state in ('claimed', 'created')
    and (${LEDGER_TABLE}.claimed_at is null or ${LEDGER_TABLE}.claimed_at < now() - (? * interval '1 millisecond')
      or (excluded.claim_token like '${TASK_CLAIM_PREFIX}\\_%' and ${LEDGER_TABLE}.claim_token like '${TASK_CLAIM_PREFIX}\\_%'))
returning id, remote_order_id, state, medusa_order_id, display_id, attempts, claim_token`

export interface ClaimedOrder {
  id: string
  remote_order_id: string
  state: "claimed" | "created"
  medusa_order_id: string | null
  display_id: string | null
  attempts: number
  /** Names this worker's claim in every later change of the row. */
  claim_token: string
}

/** What a claim's holder names a ledger row by in its later changes. */
export type HeldClaim = Pick<ClaimedOrder, "id" | "remote_order_id" | "claim_token">

/** How a holder moves its row on (ADVANCE_ORDER_SQL). */
export interface LedgerAdvance {
  state: "created" | "completed" | "parked"
  medusa_order_id?: string
  display_id?: string
  reasons?: unknown
  writeback?: OrderWriteBackState
}

/** What the ledger knows of a marketplace order, for the poll's test for "new". */
export interface PolledLedgerRow {
  remote_order_id: string
  state: "claimed" | "created" | "completed" | "parked" | "closed"
  marketplace_modified_at: Date | null
}

/** A change of a ledger row by a worker whose claim was taken over (its lease ran out): it must stop. */
export class OrderClaimLostError extends Error {
  constructor(remoteOrderId: string) {
    super(`The import of marketplace order ${remoteOrderId} was taken over by another worker; this one stops.`)
  }
}

/**
 * A parked row becomes claimable at once; a row nobody holds (released, or its lease ran out)
 * too. A row a worker holds right now is left to it, and a completed one is never imported again.
 */
export const REOPEN_ORDER_SQL = `
update ${LEDGER_TABLE} set state = case when state = 'parked' then 'claimed' else state end,
  claimed_at = null, claim_token = null, updated_at = now()
where id = ? and deleted_at is null
  and (state = 'parked' or (state in ('claimed', 'created')
    and (claimed_at is null or claimed_at < now() - (? * interval '1 millisecond'))))
returning remote_order_id`

/**
 * Retry all: every parked order back to be claimed, as REOPEN_ORDER_SQL does one, oldest first
 * (the caller queues their tasks in this order).
 */
export const REOPEN_ALL_PARKED_SQL = `
update ${LEDGER_TABLE} set state = 'claimed', claimed_at = null, claim_token = null, updated_at = now()
where state = 'parked' and deleted_at is null
returning remote_order_id, created_at`

/** What the service has been told about an imported order (see the model's `writeback`). */
export interface OrderWriteBackState {
  /** PaidAmount and PaidDate sent, or the marketplace reported the order paid itself. */
  paid?: boolean
  /** Per remote item id: the ShippingStatus, tracking numbers and carrier sent. */
  items?: Record<string, { status?: number; tracking?: string; carrier?: string }>
  /** The order's ShippingStatus sent. */
  order_status?: number
  /** Calls the service refused for good (key -> its message): not sent again, shown to the merchant. */
  rejected?: Record<string, string>
}

/**
 * Moves a held row on. `created` keeps the claim (ForeignOrderId is still to be written by this
 * worker); `completed` and `parked` end it. Only the claim's holder changes the row.
 */
export const ADVANCE_ORDER_SQL = `
update ${LEDGER_TABLE} set state = ?, medusa_order_id = coalesce(?, medusa_order_id), display_id = coalesce(?, display_id),
  reasons = ?::jsonb, last_error = null, last_error_words = null,
  writeback = coalesce(writeback, '{}'::jsonb) || coalesce(?::jsonb, '{}'::jsonb),
  claimed_at = case when ? = 'created' then claimed_at else null end,
  claim_token = case when ? = 'created' then claim_token else null end,
  updated_at = now()
where id = ? and claim_token = ?
returning id`

/** A failed attempt by the holder: the error is kept and the row freed for the next run. */
export const RELEASE_ORDER_SQL = `
update ${LEDGER_TABLE} set last_error = ?, last_error_words = ?::jsonb, claimed_at = null, claim_token = null, updated_at = now()
where id = ? and claim_token = ?`

/** Merges keys into what the service was told; other keys (set by other writers) stay. */
export const MERGE_WRITEBACK_SQL = `
update ${LEDGER_TABLE} set writeback = coalesce(writeback, '{}'::jsonb) || ?::jsonb, updated_at = now() where id = ?`

/**
 * Records "paid" once: answers the row only for the one caller that flipped it, so two runs
 * taking over the same marketplace payment capture it once.
 */
export const CLAIM_PAID_WRITEBACK_SQL = `
update ${LEDGER_TABLE} set writeback = coalesce(writeback, '{}'::jsonb) || '{"paid": true}'::jsonb, updated_at = now()
where id = ? and coalesce((writeback ->> 'paid')::boolean, false) = false
returning id`

/** The codes of an order waiting for stock (utils/stock-shortage.ts). */
const STOCK_CODES = `('order.not_enough_stock', 'order.not_enough_stock_unnamed')`

/**
 * Orders parked for want of stock, oldest first, with their stock reasons (the variants they
 * name). A reopened order keeps its reasons until it is imported or parked again, so what it is
 * owed still counts (OWED_TO_WAITING_ORDERS_SQL) while its import runs.
 */
export const ORDERS_WAITING_FOR_STOCK_SQL = `
select id, remote_order_id, created_at,
  coalesce((select jsonb_agg(r) from jsonb_array_elements(reasons) r where r->>'code' in ${STOCK_CODES}), '[]'::jsonb) as reasons
from ${LEDGER_TABLE}
where state = 'parked' and deleted_at is null and jsonb_typeof(reasons) = 'array'
  and exists (select 1 from jsonb_array_elements(reasons) r where r->>'code' in ${STOCK_CODES})
order by created_at, id`

/**
 * What the marketplace's buyers waiting for stock are owed, per variant: units the store must not
 * offer again. Held orders and those reopened and not imported yet.
 */
export const OWED_TO_WAITING_ORDERS_SQL = `
select r->>'variant_id' as variant_id, sum(coalesce((r->'params'->>'ordered')::int, 0))::int as owed
from ${LEDGER_TABLE}, jsonb_array_elements(case when jsonb_typeof(reasons) = 'array' then reasons else '[]'::jsonb end) r
where state in ('parked', 'claimed') and deleted_at is null and r->>'code' = 'order.not_enough_stock' and r->>'variant_id' is not null
group by 1`

/** An order waiting for stock: its stock reasons as stored (utils/stock-shortage.ts). */
export interface OrderWaitingForStock {
  id: string
  remote_order_id: string
  reasons: Array<{ code: string; variant_id?: string; variant_ids?: string[]; params?: { ordered?: number } }>
}
