import { generateEntityId, InjectManager, MedusaContext } from "@medusajs/framework/utils"
import {
  ADVANCE_ORDER_SQL,
  CLAIM_ORDER_SQL,
  CLAIM_PAID_WRITEBACK_SQL,
  ClaimedOrder,
  HeldClaim,
  LEDGER_TABLE,
  LedgerAdvance,
  MERGE_WRITEBACK_SQL,
  ORDER_CLAIM_LEASE_MS,
  OrderClaimLostError,
  ORDERS_WAITING_FOR_STOCK_SQL,
  OWED_TO_WAITING_ORDERS_SQL,
  OrderWaitingForStock,
  OrderWriteBackState,
  PolledLedgerRow,
  RELEASE_ORDER_SQL,
  REOPEN_ALL_PARKED_SQL,
  REOPEN_ORDER_SQL,
  TASK_CLAIM_PREFIX,
} from "../lib/order-ledger"
import type { TaskFailure } from "../lib/queue"
import { countsByState, sql, SqlContext, StateCount } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/**
 * The order ledger (lib/order-ledger.ts has its claim and its statements): one row per marketplace
 * order, claimed by one worker at a time, and what the service was told about the order since.
 */
export const WithOrderLedger = <T extends Constructor<ServiceBase>>(Base: T) => {
  class OrderLedger extends Base {
    /**
     * Claims a remote order for import (CLAIM_ORDER_SQL). Null when another worker holds it, or it is
     * completed or parked: then this worker must not touch it. `byTask`: the order's queue task
     * claims, and takes over a claim an earlier run of its task left.
     */
    @InjectManager()
    async claimOrderImport(
      remoteOrderId: string,
      platformOrderId: string | null,
      options: { byTask?: boolean } = {},
      @MedusaContext() context: SqlContext = {}
    ): Promise<ClaimedOrder | null> {
      const [row] = await sql<ClaimedOrder>(context, CLAIM_ORDER_SQL, [
        generateEntityId(undefined, "mxord"),
        remoteOrderId,
        platformOrderId,
        generateEntityId(undefined, options.byTask ? TASK_CLAIM_PREFIX : "mxclaim"),
        ORDER_CLAIM_LEASE_MS,
      ])
      return row ?? null
    }

    /** Moves a held ledger row on; OrderClaimLostError when the claim was taken over (then stop). */
    @InjectManager()
    async advanceOrderImport(claim: HeldClaim, changes: LedgerAdvance, @MedusaContext() context: SqlContext = {}): Promise<void> {
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
      const rows = await sql(context, ADVANCE_ORDER_SQL, [
        changes.state,
        changes.medusa_order_id ?? null,
        changes.display_id ?? null,
        json(changes.reasons),
        json(changes.writeback),
        changes.state,
        changes.state,
        claim.id,
        claim.claim_token,
      ])
      if (!rows.length) throw new OrderClaimLostError(claim.remote_order_id)
    }

    /** A failed attempt by the claim's holder: the error is kept and the row freed for the next run. */
    @InjectManager()
    async releaseOrderImport(
      claim: Pick<ClaimedOrder, "id" | "claim_token">,
      failure: TaskFailure,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(context, RELEASE_ORDER_SQL, [
        failure.message,
        failure.words ? JSON.stringify(failure.words) : null,
        claim.id,
        claim.claim_token,
      ])
    }

    /**
     * Why the last import of a marketplace order failed, on its row while no worker holds it (the
     * failed run's claim was released; a worker that claimed it since writes its own outcome).
     */
    @InjectManager()
    async noteOrderImportFailure(remoteOrderId: string, failure: TaskFailure, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${LEDGER_TABLE} set last_error = ?, last_error_words = ?::jsonb, updated_at = now()
         where remote_order_id = ? and state in ('claimed', 'created') and claim_token is null and deleted_at is null`,
        [failure.message, failure.words ? JSON.stringify(failure.words) : null, remoteOrderId]
      )
    }

    /** Makes a parked (or stuck) row claimable again; null when none, completed, or held by a worker. */
    @InjectManager()
    async reopenOrderImport(id: string, @MedusaContext() context: SqlContext = {}): Promise<{ remote_order_id: string } | null> {
      const [row] = await sql<{ remote_order_id: string }>(context, REOPEN_ORDER_SQL, [id, ORDER_CLAIM_LEASE_MS])
      return row ?? null
    }

    /** Retry all (REOPEN_ALL_PARKED_SQL): the remote ids of the orders reopened, oldest first. */
    @InjectManager()
    async reopenParkedOrders(@MedusaContext() context: SqlContext = {}): Promise<string[]> {
      const rows = await sql<{ remote_order_id: string; created_at: Date }>(context, REOPEN_ALL_PARKED_SQL, [])
      return rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()).map((r) => r.remote_order_id)
    }

    /** Units owed to marketplace buyers waiting for stock, per variant (OWED_TO_WAITING_ORDERS_SQL). */
    @InjectManager()
    async owedToWaitingOrders(@MedusaContext() context: SqlContext = {}): Promise<Record<string, number>> {
      const rows = await sql<{ variant_id: string; owed: number }>(context, OWED_TO_WAITING_ORDERS_SQL, [])
      return Object.fromEntries(rows.map((row) => [row.variant_id, Number(row.owed)]))
    }

    /** Orders parked for want of stock, oldest first (ORDERS_WAITING_FOR_STOCK_SQL). */
    @InjectManager()
    async listOrdersWaitingForStock(@MedusaContext() context: SqlContext = {}): Promise<OrderWaitingForStock[]> {
      return sql<OrderWaitingForStock>(context, ORDERS_WAITING_FOR_STOCK_SQL, [])
    }

    /** Whether this claim still holds its row: looked at right before an order is created, so a run taken over creates none. */
    @InjectManager()
    async holdsOrderClaim(claim: HeldClaim, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const rows = await sql(context, `select 1 from ${LEDGER_TABLE} where id = ? and claim_token = ? and deleted_at is null`, [
        claim.id,
        claim.claim_token,
      ])
      return rows.length > 0
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

    /** What the ledger knows of these marketplace orders: the poll's test for "new" (one query, ids as one JSON bind). */
    @InjectManager()
    async ledgerRowsOf(remoteOrderIds: string[], @MedusaContext() context: SqlContext = {}): Promise<PolledLedgerRow[]> {
      if (!remoteOrderIds.length) return []
      return sql<PolledLedgerRow>(
        context,
        `select remote_order_id, state, marketplace_modified_at from ${LEDGER_TABLE}
         where deleted_at is null and remote_order_id in (select jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(remoteOrderIds)]
      )
    }

    /**
     * Medusa orders with an item whose tracking numbers were sent without a carrier (A37): written back again once one is mapped.
     * A closed row's order is gone at the service: nothing goes to it again.
     */
    @InjectManager()
    async ordersTrackedWithoutCarrier(@MedusaContext() context: SqlContext = {}): Promise<string[]> {
      const rows = await sql<{ medusa_order_id: string }>(
        context,
        `select medusa_order_id from ${LEDGER_TABLE} l
         where l.deleted_at is null and l.medusa_order_id is not null and l.state <> 'closed'
           and exists (select 1 from jsonb_each(coalesce(l.writeback->'items', '{}'::jsonb)) i
                       where coalesce(i.value->>'tracking', '') <> '' and coalesce(i.value->>'carrier', '') = '')`,
        []
      )
      return rows.map((row) => row.medusa_order_id)
    }

    /** Records, per order, the MarketplaceModificationDate whose changes were taken over; never moves it back. */
    @InjectManager()
    async noteMarketplaceModified(
      seen: Array<{ remote_order_id: string; modified: Date }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      if (!seen.length) return
      await sql(
        context,
        `update ${LEDGER_TABLE} l set marketplace_modified_at = greatest(l.marketplace_modified_at, s.modified), updated_at = now()
         from jsonb_to_recordset(?::jsonb) as s(remote_order_id text, modified timestamptz)
         where l.remote_order_id = s.remote_order_id and l.deleted_at is null`,
        [JSON.stringify(seen.map((s) => ({ remote_order_id: s.remote_order_id, modified: s.modified.toISOString() })))]
      )
    }

    /** Ledger rows per state, for the health view. */
    @InjectManager()
    async countOrderImportStates(@MedusaContext() context: SqlContext = {}) {
      const rows = await sql<StateCount>(
        context,
        `select state, count(*) as count from ${LEDGER_TABLE} where deleted_at is null group by state`,
        []
      )
      return countsByState(rows, ["claimed", "created", "completed", "parked", "closed"] as const)
    }
  }
  return OrderLedger
}
