import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import { MoveInMark, ScanOutcome, ScanOverride } from "../lib/account-scan-outcomes"
import { connectionKey, SettingsSnapshot } from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import type { AccountScanRow } from "./account-scan"
import type { Constructor, ServiceBase } from "./base"
import { enqueueTasks } from "./queue-statements"
import { refusal, scanNotReady } from "../../../messages/refusal"
import { idsParam } from "../../../messages"

const SCANS = "marketplace_exchange_account_scan"
const ITEMS = "marketplace_exchange_account_scan_item"
const SYNC_TABLE = "marketplace_exchange_product_sync"
/** Rows per statement: a plan of 100,000 lines is written in pieces the database binds comfortably. */
const CHUNK = 1000

/** What apply records: the decisions (workflows/account-scan/utils/apply-plan.ts) and the merchant's words per line. */
export interface MoveInDecisions {
  links: Array<{ productId: string; remoteId: string }>
  creates: string[]
  held: Array<{ productId: string; why: "skipped" | "conflict" }>
  overrides: Array<{ remote_product_id?: string; product_id?: string; action: ScanOverride }>
  takeOverForeignIds: boolean
}

const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK))

/**
 * Applying a move-in plan: the links and held-back creates on the products' sync
 * states (`move_in`), the merchant's words on the plan's lines, and the tasks of the products
 * that go now. The product task reads a linked listing as its snapshot (product-sync's
 * adopt-linked-listing step), so nothing linked is ever created.
 */
export const WithMoveIn = <T extends Constructor<ServiceBase>>(Base: T) => {
  class MoveIn extends Base {
    /** Every matched line of a scan's plan, as apply decides over them (workflows/account-scan/utils/apply-plan.ts). */
    @InjectManager()
    async accountScanLines(scanId: string, @MedusaContext() context: SqlContext = {}) {
      return sql<{ remote_product_id: string | null; outcome: ScanOutcome; product_id: string | null; candidates: string[] | null }>(
        context,
        `select remote_product_id, outcome, product_id, candidates from ${ITEMS}
         where scan_id = ? and outcome is not null and deleted_at is null order by id`,
        [scanId]
      )
    }

    /**
     * Records an applied plan in one transaction, or nothing: the scan must be done (not
     * running, failed or decided) and of the account connected now, and no link may take a listing another product keeps, or a
     * product already keeping another listing or with a create in flight. Then queues the
     * linked and created products in the background, like a Sync all.
     */
    @InjectTransactionManager()
    async applyAccountScan(
      scanId: string,
      decisions: MoveInDecisions,
      settings: SettingsSnapshot,
      @MedusaContext() context: SqlContext = {}
    ): Promise<AccountScanRow> {
      const [scan] = await sql<AccountScanRow>(context, `select * from ${SCANS} where id = ? and deleted_at is null for update`, [scanId])
      if (!scan) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.scan.unknown", { id: scanId })
      if (scan.state !== "done") throw scanNotReady(scan.state)
      // The ids of the plan are another account's when the connection changed since the scan.
      if (scan.connection !== connectionKey(settings.connection))
        throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.other_connection", {})

      // This plan replaces what an earlier one decided and no run has acted on yet (rolled back with any refusal below);
      // a take-over stays: the merchant said the old connector is off.
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = null, remote_product_id = case when snapshot is null then null else remote_product_id end,
           updated_at = now()
         where move_in is not null and move_in -> 'take_over' is null and deleted_at is null`,
        []
      )
      const pairs = (links: MoveInDecisions["links"]) =>
        JSON.stringify(links.map((l) => ({ product_id: l.productId, remote_id: l.remoteId })))
      const taken: string[] = []
      for (const links of chunks(decisions.links)) {
        const rows = await sql<{ product_id: string; remote_product_id: string; held_by: string }>(
          context,
          `select l.product_id, l.remote_id as remote_product_id, s.product_id as held_by
           from jsonb_to_recordset(?::jsonb) as l(product_id text, remote_id text)
           join ${SYNC_TABLE} s on s.deleted_at is null and (
             (s.product_id = l.product_id and s.snapshot is not null and s.remote_product_id is distinct from l.remote_id)
             or (s.product_id <> l.product_id and s.remote_product_id = l.remote_id))`,
          [pairs(links)]
        )
        taken.push(
          ...rows.map((t) =>
            t.held_by === t.product_id
              ? `${t.product_id} (keeps another listing)`
              : `${t.product_id} → ${t.remote_product_id} (the listing of ${t.held_by})`
          )
        )
      }
      if (taken.length) {
        throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.links_taken", { ids: idsParam(taken, 5) })
      }
      const marks = [
        ...decisions.links.map((l) => ({
          product_id: l.productId,
          remote_id: l.remoteId,
          move_in: {
            link: { remote_product_id: l.remoteId, keep_foreign_ids: !decisions.takeOverForeignIds, scan_id: scanId },
          } satisfies MoveInMark,
        })),
        ...decisions.held.map((h) => ({
          product_id: h.productId,
          remote_id: null,
          move_in: { held: h.why, scan_id: scanId } satisfies MoveInMark,
        })),
      ]
      // A row with a create on record (fenceProductCreate) is not marked: the row lock orders the two.
      for (const rows of chunks(marks)) {
        await sql(
          context,
          `insert into ${SYNC_TABLE} (id, product_id, remote_product_id, move_in)
           select r ->> 'id', r ->> 'product_id', r ->> 'remote_id', r -> 'move_in' from jsonb_array_elements(?::jsonb) r
           on conflict (product_id) where deleted_at is null do update
             set remote_product_id = excluded.remote_product_id, move_in = excluded.move_in, updated_at = now()
             where ${SYNC_TABLE}.snapshot is null and ${SYNC_TABLE}.pending_creates -> 'product' is null`,
          [JSON.stringify(rows.map((row) => ({ id: generateEntityId(undefined, "mxprod"), ...row })))]
        )
      }
      const racing: string[] = []
      for (const rows of chunks(marks)) {
        const found = await sql<{ product_id: string }>(
          context,
          `select s.product_id from jsonb_array_elements(?::jsonb) r
           join ${SYNC_TABLE} s on s.product_id = r ->> 'product_id' and s.deleted_at is null
           where s.snapshot is null and s.move_in is distinct from r -> 'move_in'`,
          [JSON.stringify(rows)]
        )
        racing.push(...found.map((row) => row.product_id))
      }
      if (racing.length) {
        throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.creates_running", { ids: idsParam(racing, 5) })
      }
      if (decisions.takeOverForeignIds) {
        // The old connector is off: listings linked by an earlier plan get our ForeignIds on their next run, which
        // takes the mark (a run under way now would save its snapshot over a change made here).
        for (const links of chunks(decisions.links)) {
          await sql(
            context,
            `update ${SYNC_TABLE} set move_in = ?::jsonb, updated_at = now()
             where product_id in (select jsonb_array_elements_text(?::jsonb)) and snapshot -> 'foreignIdsKept' is not null
               and deleted_at is null`,
            [JSON.stringify({ take_over: true, scan_id: scanId } satisfies MoveInMark), JSON.stringify(links.map((l) => l.productId))]
          )
        }
      }
      for (const overrides of chunks(decisions.overrides)) {
        await sql(
          context,
          `update ${ITEMS} i set override = o.action,
             override_product_id = case when o.remote_product_id is null then null else o.product_id end, updated_at = now()
           from jsonb_to_recordset(?::jsonb) as o(remote_product_id text, product_id text, action text)
           where i.scan_id = ? and i.deleted_at is null
             and (i.remote_product_id = o.remote_product_id or (o.remote_product_id is null and i.remote_product_id is null
               and i.product_id = o.product_id))`,
          [JSON.stringify(overrides.map((o) => ({ remote_product_id: null, product_id: null, ...o }))), scanId]
        )
      }
      const [applied] = await sql<AccountScanRow>(
        context,
        `update ${SCANS} set state = 'applied', take_over_foreign_ids = ?, decided_at = now(), updated_at = now() where id = ? returning *`,
        [decisions.takeOverForeignIds, scanId]
      )
      await enqueueTasks(context, "product", [...decisions.links.map((l) => l.productId), ...decisions.creates], {
        background: true,
      })
      return applied
    }

    /**
     * Puts a product's create on record as an intent (`pending_creates.product`) unless an
     * applied move-in decided otherwise for it (a listing to link, or a create held back); a
     * take-over mark does not stand in the way (the new listing gets our ForeignId) and goes.
     * Answers whether the create may go. The one fence between a create and apply: both write
     * the product's row, so the row lock orders them; apply links only rows with no create on
     * record, and this writes no intent once a link is recorded.
     */
    @InjectManager()
    async fenceProductCreate(productId: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const intent = JSON.stringify({ product: new Date().toISOString() })
      const rows = await sql(
        context,
        `insert into ${SYNC_TABLE} (id, product_id, pending_creates) values (?, ?, ?::jsonb)
         on conflict (product_id) where deleted_at is null do update
           set pending_creates = coalesce(${SYNC_TABLE}.pending_creates, '{}'::jsonb) || excluded.pending_creates,
             move_in = null, updated_at = now()
           where ${SYNC_TABLE}.move_in is null or ${SYNC_TABLE}.move_in -> 'take_over' is not null
         returning id`,
        [generateEntityId(undefined, "mxprod"), productId, intent]
      )
      return rows.length > 0
    }

    /**
     * Records the listing linked at move-in as the product's snapshot, read from the service by
     * its task; a listing the service no longer holds (null) is forgotten, and the product is
     * listed anew. Only while the link is still the one decided and nothing was recorded since:
     * answers whether it was.
     */
    @InjectManager()
    async recordLinkedListing(
      productId: string,
      remoteId: string,
      snapshot: Record<string, unknown> | object | null,
      @MedusaContext() context: SqlContext = {}
    ): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set snapshot = ?::jsonb, remote_product_id = ?, move_in = null, updated_at = now()
         where product_id = ? and deleted_at is null and snapshot is null and move_in -> 'link' ->> 'remote_product_id' = ?
         returning id`,
        [snapshot ? JSON.stringify(snapshot) : null, snapshot ? remoteId : null, productId, remoteId]
      )
      return rows.length > 0
    }

    /**
     * Takes the product's take-over mark: its snapshot no longer keeps the old system's
     * ForeignIds, so its run writes ours. Answers whether the mark was still there.
     */
    @InjectManager()
    async takeOverForeignIds(productId: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set snapshot = snapshot - 'foreignIdsKept', move_in = null, updated_at = now()
         where product_id = ? and deleted_at is null and move_in -> 'take_over' is not null returning id`,
        [productId]
      )
      return rows.length > 0
    }
  }
  return MoveIn
}
