import { generateEntityId, InjectManager, MedusaContext } from "@medusajs/framework/utils"
import {
  ADVANCE_ORDER_SQL,
  CLAIM_PAID_WRITEBACK_SQL,
  CLOSE_GONE_ORDERS_SQL,
  ClaimedOrder,
  DISMISS_ORDER_SQL,
  HeldClaim,
  LEDGER_TABLE,
  LedgerAdvance,
  MARK_WRITEBACK_DUE_SQL,
  MERGE_WRITEBACK_SQL,
  NOTE_FAILURE_SQL,
  OPEN_ORDER_SQL,
  OrderClaimLostError,
  OrderTaskClaim,
  ORDERS_WAITING_FOR_STOCK_SQL,
  OWED_TO_WAITING_ORDERS_SQL,
  OrderWaitingForStock,
  OrderWriteBackState,
  PolledLedgerRow,
  REOPEN_ALL_PARKED_SQL,
  REOPEN_ORDER_SQL,
} from "../lib/order-ledger"
import { TASK_HOLDS_SQL, type TaskFailure } from "../../../queue/sql"
import { countsByState, sql, SqlContext, StateCount } from "../lib/sql"
import { WORKER_ID } from "../../../queue/worker-id"
import type { Constructor, ServiceBase } from "./base"

/** The bindings of a task's claim (TASK_HOLDS): its id, this process, its attempt. */
const holds = (task: OrderTaskClaim) => [task.id, WORKER_ID, task.attempts]

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/**
 * The order ledger (lib/order-ledger.ts has its claim and its statements): one row per marketplace
 * order of an account (keyed by account and remote id), changed by its import only while the
 * order's task holds its claim, and what the service was told about the order since.
 */
export const WithOrderLedger = <T extends Constructor<ServiceBase>>(Base: T) => {
  class OrderLedger extends Base {
    /**
     * Opens a remote order's import for the queue task that runs it (OPEN_ORDER_SQL): the row,
     * new or unfinished, named by the task's claim in every later change. Null when the order is
     * completed, parked or closed, or the task's claim no longer holds: then this run must not touch it.
     */
    @InjectManager()
    async openOrderImport(
      accountId: string,
      remoteOrderId: string,
      platformOrderId: string | null,
      task: OrderTaskClaim,
      @MedusaContext() context: SqlContext = {}
    ): Promise<ClaimedOrder | null> {
      const [row] = await sql<Omit<ClaimedOrder, "task">>(context, OPEN_ORDER_SQL, [
        generateEntityId(undefined, "mxord"),
        accountId,
        remoteOrderId,
        platformOrderId,
        ...holds(task),
        task.id,
        accountId,
        ...holds(task),
      ])
      return row ? { ...row, task: { id: task.id, attempts: task.attempts } } : null
    }

    /** Moves a ledger row on; OrderClaimLostError when its task's claim no longer holds (then stop). */
    @InjectManager()
    async advanceOrderImport(claim: HeldClaim, changes: LedgerAdvance, @MedusaContext() context: SqlContext = {}): Promise<void> {
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
      const rows = await sql(context, ADVANCE_ORDER_SQL, [
        changes.state,
        changes.medusa_order_id ?? null,
        changes.display_id ?? null,
        json(changes.reasons),
        json(changes.writeback),
        claim.id,
        ...holds(claim.task),
      ])
      if (!rows.length) throw new OrderClaimLostError(claim.remote_order_id)
    }

    /** Why this attempt failed, on the row for the merchant, while its task's claim holds (the next run tries again). */
    @InjectManager()
    async noteOrderImportFailure(
      accountId: string,
      remoteOrderId: string,
      task: OrderTaskClaim,
      failure: TaskFailure,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(context, NOTE_FAILURE_SQL, [
        failure.message,
        failure.words ? JSON.stringify(failure.words) : null,
        accountId,
        remoteOrderId,
        ...holds(task),
      ])
    }

    /**
     * Makes a parked row of the account importable again (its task, queued by the caller, imports
     * it); null when none, completed or closed.
     */
    @InjectManager()
    async reopenOrderImport(
      accountId: string,
      id: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ remote_order_id: string } | null> {
      const [row] = await sql<{ remote_order_id: string }>(context, REOPEN_ORDER_SQL, [accountId, id])
      return row ?? null
    }

    /**
     * The account's service no longer holds these orders (a 404 to their own read), or, without
     * ids, any (the account's sales orders were emptied): their rows are closed for good
     * (CLOSE_GONE_ORDERS_SQL). Answers how many rows were closed.
     */
    @InjectManager()
    async closeGoneOrders(accountId: string, remoteOrderIds?: string[], @MedusaContext() context: SqlContext = {}): Promise<number> {
      if (remoteOrderIds && !remoteOrderIds.length) return 0
      const rows = await sql(context, CLOSE_GONE_ORDERS_SQL, [accountId, Boolean(remoteOrderIds), JSON.stringify(remoteOrderIds ?? [])])
      return rows.length
    }

    /** The merchant dismisses a parked row for good (DISMISS_ORDER_SQL); false when the row is not parked (any more). */
    @InjectManager()
    async dismissOrderImport(
      accountId: string,
      id: string,
      dismissal: { by: string | null; byEmail: string | null; reason: string },
      @MedusaContext() context: SqlContext = {}
    ): Promise<boolean> {
      const rows = await sql(context, DISMISS_ORDER_SQL, [dismissal.by, dismissal.byEmail, dismissal.reason, accountId, id])
      return rows.length > 0
    }

    /** Retry all of the account (REOPEN_ALL_PARKED_SQL): the remote ids of the orders reopened, oldest first. */
    @InjectManager()
    async reopenParkedOrders(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<string[]> {
      const rows = await sql<{ remote_order_id: string; created_at: Date }>(context, REOPEN_ALL_PARKED_SQL, [accountId])
      return rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()).map((r) => r.remote_order_id)
    }

    /** Units owed to marketplace buyers of every account waiting for stock, per variant (OWED_TO_WAITING_ORDERS_SQL: one stock pool). */
    @InjectManager()
    async owedToWaitingOrders(@MedusaContext() context: SqlContext = {}): Promise<Record<string, number>> {
      const rows = await sql<{ variant_id: string; owed: number }>(context, OWED_TO_WAITING_ORDERS_SQL, [])
      return Object.fromEntries(rows.map((row) => [row.variant_id, Number(row.owed)]))
    }

    /** The account's orders waiting for stock, parked or reopened, oldest first (ORDERS_WAITING_FOR_STOCK_SQL). */
    @InjectManager()
    async listOrdersWaitingForStock(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<OrderWaitingForStock[]> {
      return sql<OrderWaitingForStock>(context, ORDERS_WAITING_FOR_STOCK_SQL, [accountId])
    }

    /** Whether the run's task still holds its claim: looked at right before an order is created, so a run taken over creates none. */
    @InjectManager()
    async holdsOrderClaim(claim: HeldClaim, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const [row] = await sql<{ holds: boolean }>(context, TASK_HOLDS_SQL, holds(claim.task))
      return row?.holds === true
    }

    /** Marks the write-back of these Medusa orders due on rows whose import is under way (MARK_WRITEBACK_DUE_SQL); answers those marked. */
    @InjectManager()
    async markOrderWriteBackDue(
      orderIds: string[],
      options: { unlessPaid?: boolean } = {},
      @MedusaContext() context: SqlContext = {}
    ): Promise<string[]> {
      if (!orderIds.length) return []
      const rows = await sql<{ medusa_order_id: string }>(context, MARK_WRITEBACK_DUE_SQL, [
        JSON.stringify(orderIds),
        options.unlessPaid === true,
      ])
      return rows.map((row) => row.medusa_order_id)
    }

    /** Merges what was just told to the service into the row's `writeback`. */
    @InjectManager()
    async mergeOrderWriteBack(id: string, changes: OrderWriteBackState, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(context, MERGE_WRITEBACK_SQL, [JSON.stringify(changes), id])
    }

    /** Flips `writeback.paid` once; true only for the caller that flipped it. */
    @InjectManager()
    async claimOrderPaidWriteBack(id: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      return (await sql(context, CLAIM_PAID_WRITEBACK_SQL, [id])).length > 0
    }

    /** What the ledger knows of these marketplace orders of the account: the poll's test for "new" (one query, ids as one JSON bind). */
    @InjectManager()
    async ledgerRowsOf(accountId: string, remoteOrderIds: string[], @MedusaContext() context: SqlContext = {}): Promise<PolledLedgerRow[]> {
      if (!remoteOrderIds.length) return []
      return sql<PolledLedgerRow>(
        context,
        `select remote_order_id, state, marketplace_modified_at from ${LEDGER_TABLE}
         where account_id = ? and deleted_at is null and remote_order_id in (select jsonb_array_elements_text(?::jsonb))`,
        [accountId, JSON.stringify(remoteOrderIds)]
      )
    }

    /**
     * The account's Medusa orders with an item whose tracking numbers were sent without a carrier (A37): written back
     * again once one is mapped in its settings. A closed row's order is gone at the service: nothing goes to it again.
     */
    @InjectManager()
    async ordersTrackedWithoutCarrier(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<string[]> {
      const rows = await sql<{ medusa_order_id: string }>(
        context,
        `select medusa_order_id from ${LEDGER_TABLE} l
         where l.account_id = ? and l.deleted_at is null and l.medusa_order_id is not null and l.state <> 'closed'
           and exists (select 1 from jsonb_each(coalesce(l.writeback->'items', '{}'::jsonb)) i
                       where coalesce(i.value->>'tracking', '') <> '' and coalesce(i.value->>'carrier', '') = '')`,
        [accountId]
      )
      return rows.map((row) => row.medusa_order_id)
    }

    /** Records, per order of the account, the MarketplaceModificationDate whose changes were taken over; never moves it back. */
    @InjectManager()
    async noteMarketplaceModified(
      accountId: string,
      seen: Array<{ remote_order_id: string; modified: Date }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      if (!seen.length) return
      await sql(
        context,
        `update ${LEDGER_TABLE} l set marketplace_modified_at = greatest(l.marketplace_modified_at, s.modified), updated_at = now()
         from jsonb_to_recordset(?::jsonb) as s(remote_order_id text, modified timestamptz)
         where l.account_id = ? and l.remote_order_id = s.remote_order_id and l.deleted_at is null`,
        [JSON.stringify(seen.map((s) => ({ remote_order_id: s.remote_order_id, modified: s.modified.toISOString() }))), accountId]
      )
    }

    /** The account's ledger rows per state, for the health view; of several accounts together for a list of all. */
    @InjectManager()
    async countOrderImportStates(accountId: string | string[], @MedusaContext() context: SqlContext = {}) {
      // Several ids travel as one JSON text: the driver would spread a bound array into a list.
      const [which, binding] =
        typeof accountId === "string"
          ? ["account_id = ?", accountId]
          : ["account_id in (select jsonb_array_elements_text(?::jsonb))", JSON.stringify(accountId)]
      const rows = await sql<StateCount>(
        context,
        `select state, count(*) as count from ${LEDGER_TABLE} where ${which} and deleted_at is null group by state`,
        [binding]
      )
      return countsByState(rows, ["claimed", "created", "completed", "parked", "closed", "dismissed"] as const)
    }
  }
  return OrderLedger
}
