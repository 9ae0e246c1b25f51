import { TASK_HOLDS, TASK_TABLE } from "../../../queue/sql"

/**
 * The order ledger's writes by an import. An order is imported by its own queue task (one per
 * marketplace order, and never two runs of it at once: the queue's claim), so the ledger keeps
 * no claim of its own: every change an import makes names the task's claim (its id, process and
 * attempt) and happens only while that claim holds. A run whose task was taken over (its process
 * froze past the lease) or closed changes nothing more and stops; the run that took it over
 * resumes from what the row recorded.
 */
export const LEDGER_TABLE = "marketplace_exchange_order_import"

/*
 * A remote order id is unique only within its account (two accounts' SalesOrders may share an
 * id): every statement that names orders by their remote id names the account too, so the ledger
 * is keyed by (account, remote order id) and equal ids of two accounts never meet.
 */

/**
 * Opens a remote order's import for the task that runs it: the row is inserted for a new order,
 * or answered (one attempt more) while its import is unfinished. A completed, parked or closed
 * row is not answered: nothing is to be imported. Nor is any while the task's claim no longer
 * holds, nor for a task of another account (no row to insert: no conflict to answer either).
 * Bindings: id, account, remote id, platform id, the claim (TASK_HOLDS), the task's id and the
 * account, then the claim again.
 */
export const OPEN_ORDER_SQL = `
insert into ${LEDGER_TABLE} (id, account_id, remote_order_id, platform_order_id, state, attempts, created_at, updated_at)
select ?, ?, ?, ?, 'claimed', 1, now(), now()
where ${TASK_HOLDS} and exists (select 1 from ${TASK_TABLE} own where own.id = ? and own.account_id = ?)
on conflict (account_id, remote_order_id) where deleted_at is null
do update set attempts = ${LEDGER_TABLE}.attempts + 1, updated_at = now()
  where ${LEDGER_TABLE}.state in ('claimed', 'created') and ${TASK_HOLDS}
returning id, account_id, remote_order_id, state, medusa_order_id, display_id, attempts`

/** The claim of the queue task that imports an order: every change of the row names it. */
export interface OrderTaskClaim {
  /** The task's id. */
  id: string
  /** The attempt the claim counted: a claim taken over since counts one more. */
  attempts: number
}

export interface ClaimedOrder {
  id: string
  /** The account the order came from: its write-back goes there. */
  account_id: string
  remote_order_id: string
  state: "claimed" | "created"
  medusa_order_id: string | null
  display_id: string | null
  attempts: number
  /** The task whose claim every later change of the row names. */
  task: OrderTaskClaim
}

/** What a run names a ledger row by in its later changes. */
export type HeldClaim = Pick<ClaimedOrder, "id" | "account_id" | "remote_order_id" | "task">

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
  state: "claimed" | "created" | "completed" | "parked" | "closed" | "dismissed"
  marketplace_modified_at: Date | null
}

/** A change of a ledger row by a run whose task's claim no longer holds (taken over, or closed): it must stop. */
export class OrderClaimLostError extends Error {
  constructor(remoteOrderId: string) {
    super(`The import of marketplace order ${remoteOrderId} was taken over by another worker; this one stops.`)
  }
}

/**
 * A parked row is imported again (its task, queued by the caller, opens it); an unfinished one
 * is answered too (its task resumes it). A completed or closed row is never imported again.
 * Bindings: account, row id.
 */
export const REOPEN_ORDER_SQL = `
update ${LEDGER_TABLE} set state = case when state = 'parked' then 'claimed' else state end, updated_at = now()
where account_id = ? and id = ? and deleted_at is null and state in ('parked', 'claimed', 'created')
returning remote_order_id`

/**
 * Retry all: every parked order of the account back to be imported, as REOPEN_ORDER_SQL does
 * one, oldest first (the caller queues their tasks in this order). Binding: account.
 */
export const REOPEN_ALL_PARKED_SQL = `
update ${LEDGER_TABLE} set state = 'claimed', updated_at = now()
where account_id = ? and state = 'parked' and deleted_at is null
returning remote_order_id, created_at`

/** Why a ledger row is closed: the service no longer holds its order. */
export const GONE_AT_SERVICE = "gone_at_service"

/**
 * Closes the rows of orders the service no longer holds (all rows not closed yet, or only the
 * given remote ids), so no poll, import, write-back or live view asks those ids again. A run
 * importing one of them meanwhile changes its row no more (an import changes only unfinished rows
 * its task holds) and stops. Bindings: account, whether ids are given, the ids as JSON text.
 */
export const CLOSE_GONE_ORDERS_SQL = `
update ${LEDGER_TABLE} set state = 'closed', closed_reason = '${GONE_AT_SERVICE}', closed_at = now(), updated_at = now()
where account_id = ? and deleted_at is null and state in ('claimed', 'created', 'completed', 'parked')
  and (not ?::boolean or remote_order_id in (select jsonb_array_elements_text(?::jsonb)))
returning id`

/**
 * The merchant dismisses a held order that can never be imported: only a parked row (no import
 * of it is under way, and none made a Medusa order), so a row reopened or imported meanwhile is
 * not answered. No poll, task, Retry or reset takes a dismissed row again (OPEN_ORDER_SQL,
 * REOPEN_ORDER_SQL and CLOSE_GONE_ORDERS_SQL name the states they take). Bindings: user id,
 * email, reason, account, row id.
 */
export const DISMISS_ORDER_SQL = `
update ${LEDGER_TABLE} set state = 'dismissed', dismissed_by = ?, dismissed_by_email = ?, dismissed_reason = ?, dismissed_at = now(),
  updated_at = now()
where account_id = ? and id = ? and deleted_at is null and state = 'parked'
returning id`

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
 * Moves a row on while the run's task holds its claim (`created`: the Medusa order exists and
 * ForeignOrderId is still to be written; `completed` and `parked` end the import).
 * Bindings: state, order id, display id, reasons, writeback, row id, the claim (TASK_HOLDS).
 */
export const ADVANCE_ORDER_SQL = `
update ${LEDGER_TABLE} set state = ?, medusa_order_id = coalesce(?, medusa_order_id), display_id = coalesce(?, display_id),
  reasons = ?::jsonb, last_error = null, last_error_words = null,
  writeback = coalesce(writeback, '{}'::jsonb) || coalesce(?::jsonb, '{}'::jsonb),
  updated_at = now()
where id = ? and state in ('claimed', 'created') and ${TASK_HOLDS}
returning id`

/**
 * A failed attempt: its error is kept on the row (for the merchant) while the run's task holds its claim.
 * Bindings: error, its words, account, remote id, the claim (TASK_HOLDS).
 */
export const NOTE_FAILURE_SQL = `
update ${LEDGER_TABLE} set last_error = ?, last_error_words = ?::jsonb, updated_at = now()
where account_id = ? and remote_order_id = ? and deleted_at is null and state in ('claimed', 'created') and ${TASK_HOLDS}`

/**
 * Medusa changed these orders (a payment, a shipment): those whose import is under way are
 * marked, and their import's task writes them back when it completes (no second task). Answers
 * the Medusa orders marked; the caller queues the others. A row completed meanwhile is not
 * marked: its order's task is queued as any. With `unlessPaid` (the second binding: a capture),
 * a row the service was already told is paid is not marked either: nothing is due.
 */
export const MARK_WRITEBACK_DUE_SQL = `
update ${LEDGER_TABLE} set writeback_due = true, updated_at = now()
where medusa_order_id in (select jsonb_array_elements_text(?::jsonb)) and state in ('claimed', 'created') and deleted_at is null
  and not (?::boolean and coalesce((writeback ->> 'paid')::boolean, false))
returning medusa_order_id`

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
 * The account's orders waiting for stock, oldest first, with their stock reasons (the variants
 * they name): those parked, and those reopened whose import has not finished (`reopened`: a
 * reopened order keeps its reasons until it is imported or parked again, so what it is owed
 * still counts, here and in OWED_TO_WAITING_ORDERS_SQL, while its import runs). Binding: account.
 */
export const ORDERS_WAITING_FOR_STOCK_SQL = `
select id, remote_order_id, created_at, state = 'claimed' as reopened,
  coalesce((select jsonb_agg(r) from jsonb_array_elements(reasons) r where r->>'code' in ${STOCK_CODES}), '[]'::jsonb) as reasons
from ${LEDGER_TABLE}
where account_id = ? and state in ('parked', 'claimed') and deleted_at is null and jsonb_typeof(reasons) = 'array'
  and exists (select 1 from jsonb_array_elements(reasons) r where r->>'code' in ${STOCK_CODES})
order by created_at, id`

/**
 * What the marketplace's buyers waiting for stock are owed, per variant: units the store must not
 * offer again. Held orders and those reopened and not imported yet, of every account: the
 * store's stock is one pool, so a unit owed to one account's buyer is offered by no account.
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
  /** When the order came in: waiting orders of every account are served oldest first. */
  created_at?: Date | string
  /** Tried again already, its import not finished: the stock it is owed is on its way to it. */
  reopened?: boolean
  reasons: Array<{ code: string; variant_id?: string; variant_ids?: string[]; params?: { ordered?: number } }>
}
