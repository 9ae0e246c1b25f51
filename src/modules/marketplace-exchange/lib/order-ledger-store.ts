import { generateEntityId } from "@medusajs/framework/utils"
import {
  ADVANCE_ORDER_SQL,
  CLAIM_ORDER_SQL,
  CLAIM_PAID_WRITEBACK_SQL,
  ClaimedOrder,
  LEDGER_TABLE,
  MERGE_WRITEBACK_SQL,
  ORDER_CLAIM_LEASE_MS,
  OrderClaimLostError,
  OrderWriteBackState,
  RELEASE_ORDER_SQL,
  REOPEN_ORDER_SQL,
} from "./order-ledger"
import { countsByState, sql, SqlContext, StateCount } from "./sql"

/** The order ledger's reads and writes, for the module service's methods (which give the context). */

export type HeldClaim = Pick<ClaimedOrder, "id" | "remote_order_id" | "claim_token">

export interface PolledLedgerRow {
  remote_order_id: string
  state: "claimed" | "created" | "completed" | "parked" | "closed"
  marketplace_modified_at: Date | null
}

export interface LedgerAdvance {
  state: "created" | "completed" | "parked"
  medusa_order_id?: string
  display_id?: string
  reasons?: unknown
  last_error?: string | null
  writeback?: OrderWriteBackState
}

export async function claimOrder(context: SqlContext, remoteOrderId: string, platformOrderId: string | null): Promise<ClaimedOrder | null> {
  const [row] = await sql<ClaimedOrder>(context, CLAIM_ORDER_SQL, [
    generateEntityId(undefined, "mxord"),
    remoteOrderId,
    platformOrderId,
    generateEntityId(undefined, "mxclaim"),
    ORDER_CLAIM_LEASE_MS,
  ])
  return row ?? null
}

export async function advanceOrder(context: SqlContext, claim: HeldClaim, changes: LedgerAdvance): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
  const rows = await sql(context, ADVANCE_ORDER_SQL, [
    changes.state,
    changes.medusa_order_id ?? null,
    changes.display_id ?? null,
    json(changes.reasons),
    changes.last_error ?? null,
    json(changes.writeback),
    changes.state,
    changes.state,
    claim.id,
    claim.claim_token,
  ])
  if (!rows.length) throw new OrderClaimLostError(claim.remote_order_id)
}

export async function releaseOrder(context: SqlContext, claim: Pick<ClaimedOrder, "id" | "claim_token">, error: string): Promise<void> {
  await sql(context, RELEASE_ORDER_SQL, [error, claim.id, claim.claim_token])
}

export async function reopenOrder(context: SqlContext, id: string): Promise<{ remote_order_id: string } | null> {
  const [row] = await sql<{ remote_order_id: string }>(context, REOPEN_ORDER_SQL, [id, ORDER_CLAIM_LEASE_MS])
  return row ?? null
}

export async function mergeWriteBack(context: SqlContext, id: string, changes: OrderWriteBackState): Promise<void> {
  await sql(context, MERGE_WRITEBACK_SQL, [JSON.stringify(changes), id])
}

export async function claimPaidWriteBack(context: SqlContext, id: string): Promise<boolean> {
  return (await sql(context, CLAIM_PAID_WRITEBACK_SQL, [id])).length > 0
}

export async function countOrderStates(context: SqlContext) {
  const rows = await sql<StateCount>(
    context,
    `select state, count(*) as count from ${LEDGER_TABLE} where deleted_at is null group by state`,
    []
  )
  return countsByState(rows, ["claimed", "created", "completed", "parked", "closed"] as const)
}

/** What the ledger knows of these marketplace orders: the poll's test for "new" (one query, ids as one JSON bind). */
export async function ledgerRowsOf(context: SqlContext, remoteOrderIds: string[]): Promise<PolledLedgerRow[]> {
  if (!remoteOrderIds.length) return []
  return sql<PolledLedgerRow>(
    context,
    `select remote_order_id, state, marketplace_modified_at from ${LEDGER_TABLE}
     where deleted_at is null and remote_order_id in (select jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(remoteOrderIds)]
  )
}

/** Records the MarketplaceModificationDate whose changes were taken over, per order; never moves it back. */
export async function noteMarketplaceModified(
  context: SqlContext,
  seen: Array<{ remote_order_id: string; modified: Date }>
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

/** Whether a ledger row waits to be finished (claimed or created): the poll's question without counting the whole ledger. */
export async function hasUnfinishedOrders(context: SqlContext): Promise<boolean> {
  const rows = await sql(context, `select 1 from ${LEDGER_TABLE} where deleted_at is null and state in ('claimed', 'created') limit 1`, [])
  return rows.length > 0
}

/**
 * Medusa orders with an item whose tracking numbers were sent without a carrier (A37): written back again once one is mapped.
 * A closed row's order is gone at the service: nothing goes to it again (issue 29).
 */
export async function ordersTrackedWithoutCarrier(context: SqlContext): Promise<string[]> {
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
