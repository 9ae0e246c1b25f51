import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import { MoveInMark, SCAN_OUTCOMES, ScanOutcome, ScanOverride } from "../lib/account-scan-outcomes"
import { connectionKey, SettingsSnapshot } from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import type { TaskFailure } from "../../../queue/sql"
import type { CodedMessage } from "../../../messages/types"
import type { Constructor, LayerOf } from "./base"
import type { WithMoveInMarks } from "./move-in-marks"
import { enqueueTasks } from "../../../queue/statements"
import { refusal, scanNotReady } from "../../../messages/refusal"
import { idsParam } from "../../../messages"

const SCANS = "marketplace_exchange_account_scan"
const ITEMS = "marketplace_exchange_account_scan_item"
/** Rows per statement: a plan of 100,000 lines is written in pieces the database binds comfortably. */
const CHUNK = 1000

/** What apply records: the decisions (workflows/move-in/utils/apply-plan.ts) and the merchant's words per line. */
export interface MoveInDecisions {
  links: Array<{ productId: string; remoteId: string }>
  creates: string[]
  held: Array<{ productId: string; why: "skipped" | "conflict" }>
  overrides: Array<{ remote_product_id?: string; product_id?: string; action: ScanOverride }>
  takeOverForeignIds: boolean
}

const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK))

export type AccountScanRow = {
  id: string
  /** The account scanned. */
  account_id: string
  state: "running" | "done" | "failed" | "applied" | "dismissed"
  phase: "products" | "variations" | "matching"
  connection: string | null
  products_read: number
  variations_read: number
  mapping: Record<string, string> | null
  plan: Record<ScanOutcome, number> | null
  error: string | null
  error_words: CodedMessage | null
  created_at: Date
  finished_at: Date | null
  decided_at: Date | null
  take_over_foreign_ids: boolean
}

/** One matched line of the plan, as the scan's matching writes it. */
export type ScanMatchRow = {
  remote_product_id: string
  outcome: ScanOutcome
  reason: string | null
  product_id: string | null
  candidates: string[] | null
}

/**
 * Moving in, on the scan's tables: the scan's run and its plan, item by item (the scan's task,
 * workflows/move-in, reads the account into items, then writes each item's outcome), and
 * applying the plan: the links and held-back creates on the products' rows (`move_in`, through
 * the move-in-marks layer in the same transaction), the merchant's words on the plan's lines, and
 * the tasks of the products that go now. The product task reads a linked listing as its snapshot
 * (product-sync's adopt-linked-listing step), so nothing linked is ever created.
 */
export const WithAccountScan = <T extends Constructor<LayerOf<typeof WithMoveInMarks>>>(Base: T) => {
  class AccountScans extends Base {
    /**
     * Starts a scan of the settings' account and queues its task, in one transaction; while one of
     * that account runs, answers that one instead (`started` false): a second click starts nothing.
     */
    @InjectTransactionManager()
    async startAccountScan(
      mapping: Record<string, string> | null,
      settings: SettingsSnapshot,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ scan: AccountScanRow; started: boolean }> {
      const accountId = settings.account.id
      await sql(context, `select pg_advisory_xact_lock(hashtext(?))`, [`${SCANS}:${accountId}`])
      const [running] = await sql<AccountScanRow>(
        context,
        `select * from ${SCANS} where account_id = ? and state = 'running' and deleted_at is null`,
        [accountId]
      )
      if (running) return { scan: running, started: false }
      const [scan] = await sql<AccountScanRow>(
        context,
        `insert into ${SCANS} (id, account_id, mapping, connection) values (?, ?, ?::jsonb, ?) returning *`,
        [generateEntityId(undefined, "mxscan"), accountId, mapping ? JSON.stringify(mapping) : null, connectionKey(settings.connection)]
      )
      await enqueueTasks(context, "account_scan", [scan.id], { accountId })
      return { scan, started: true }
    }

    /** The account's scan with this id, or its latest one. */
    @InjectManager()
    async getAccountScan(accountId: string, id?: string, @MedusaContext() context: SqlContext = {}): Promise<AccountScanRow | undefined> {
      const [scan] = id
        ? await sql<AccountScanRow>(context, `select * from ${SCANS} where account_id = ? and id = ? and deleted_at is null`, [
            accountId,
            id,
          ])
        : await sql<AccountScanRow>(
            context,
            `select * from ${SCANS} where account_id = ? and deleted_at is null order by created_at desc, id desc limit 1`,
            [accountId]
          )
      return scan
    }

    /**
     * Whether the merchant decided on the latest scan of this connection's account (applied or
     * dismissed): a decision on another account, or one a newer scan reopened, does not count.
     */
    @InjectManager()
    async accountScanDecided(settings: SettingsSnapshot, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const [scan] = await sql<{ state: AccountScanRow["state"] }>(
        context,
        `select state from ${SCANS} where account_id = ? and connection = ? and deleted_at is null
         order by created_at desc, id desc limit 1`,
        [settings.account.id, connectionKey(settings.connection)]
      )
      return scan?.state === "applied" || scan?.state === "dismissed"
    }

    /** Records a page of the account's products (a page read again after a crash adds nothing); answers how many were new. */
    @InjectManager()
    async saveScanProducts(
      scanId: string,
      products: Array<{ remote_product_id: string; remote: Record<string, unknown> }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<number> {
      if (!products.length) return 0
      const rows = products.map((p) => ({ id: generateEntityId(undefined, "mxscanitem"), ...p }))
      const added = await sql<{ id: string }>(
        context,
        `insert into ${ITEMS} (id, scan_id, remote_product_id, remote)
         select r ->> 'id', ?, r ->> 'remote_product_id', r -> 'remote' from jsonb_array_elements(?::jsonb) r
         on conflict (scan_id, remote_product_id) where deleted_at is null and remote_product_id is not null do nothing
         returning id`,
        [scanId, JSON.stringify(rows)]
      )
      await sql(context, `update ${SCANS} set products_read = products_read + ?, updated_at = now() where id = ?`, [added.length, scanId])
      return added.length
    }

    /** Adds a page of the account's variations to their products (keyed by variation id: a page read twice changes nothing). */
    @InjectManager()
    async saveScanVariations(
      scanId: string,
      byProduct: Record<string, Record<string, unknown>>,
      read: number,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(
        context,
        `update ${ITEMS} i set remote = jsonb_set(i.remote, '{variations}', coalesce(i.remote -> 'variations', '{}'::jsonb) || v.value),
           updated_at = now()
         from jsonb_each(?::jsonb) v where i.scan_id = ? and i.remote_product_id = v.key and i.deleted_at is null`,
        [JSON.stringify(byProduct), scanId]
      )
      await sql(context, `update ${SCANS} set variations_read = variations_read + ?, updated_at = now() where id = ?`, [read, scanId])
    }

    /** Moves a running scan to its next phase. */
    @InjectManager()
    async setScanPhase(scanId: string, phase: AccountScanRow["phase"], @MedusaContext() context: SqlContext = {}) {
      await sql(
        context,
        `update ${SCANS} set phase = ?, error = null, error_words = null, updated_at = now() where id = ? and state = 'running'`,
        [phase, scanId]
      )
    }

    /** The account products a scan read, a page after `after` (item id order), for the matching. */
    @InjectManager()
    async scanProductsAfter(scanId: string, after: string | null, limit: number, @MedusaContext() context: SqlContext = {}) {
      return sql<{ id: string; remote_product_id: string; remote: Record<string, unknown> }>(
        context,
        `select id, remote_product_id, remote from ${ITEMS}
         where scan_id = ? and remote_product_id is not null and deleted_at is null and (?::text is null or id > ?)
         order by id limit ?`,
        [scanId, after, after, limit]
      )
    }

    /**
     * Writes the plan: each account product's outcome, and one `create` line per channel product
     * no account product takes (those of an earlier matching run are replaced); then the counts,
     * and the scan is done.
     */
    @InjectTransactionManager()
    async finishAccountScan(scanId: string, matches: ScanMatchRow[], creates: string[], @MedusaContext() context: SqlContext = {}) {
      // One writer: a second run of the matching (a task taken over) waits here, then finds the scan done and writes nothing.
      const [running] = await sql(context, `select id from ${SCANS} where id = ? and state = 'running' for update`, [scanId])
      if (!running) return
      for (let start = 0; start < matches.length; start += 1000) {
        await sql(
          context,
          `update ${ITEMS} i set outcome = m.outcome, reason = m.reason, product_id = m.product_id, candidates = m.candidates,
             updated_at = now()
           from jsonb_to_recordset(?::jsonb) as m(remote_product_id text, outcome text, reason text, product_id text, candidates jsonb)
           where i.scan_id = ? and i.remote_product_id = m.remote_product_id and i.deleted_at is null`,
          [JSON.stringify(matches.slice(start, start + 1000)), scanId]
        )
      }
      await sql(context, `delete from ${ITEMS} where scan_id = ? and outcome = 'create'`, [scanId])
      for (let start = 0; start < creates.length; start += 1000) {
        await sql(
          context,
          `insert into ${ITEMS} (id, scan_id, outcome, product_id)
           select r ->> 'id', ?, 'create', r ->> 'product_id' from jsonb_array_elements(?::jsonb) r`,
          [
            scanId,
            JSON.stringify(
              creates.slice(start, start + 1000).map((id) => ({ id: generateEntityId(undefined, "mxscanitem"), product_id: id }))
            ),
          ]
        )
      }
      const counts = await sql<{ outcome: ScanOutcome; count: number }>(
        context,
        `select outcome, count(*)::int as count from ${ITEMS}
         where scan_id = ? and outcome is not null and deleted_at is null group by outcome`,
        [scanId]
      )
      const plan = Object.fromEntries(SCAN_OUTCOMES.map((o) => [o, counts.find((c) => c.outcome === o)?.count ?? 0]))
      await sql(
        context,
        `update ${SCANS} set state = 'done', plan = ?::jsonb, error = null, error_words = null, finished_at = now(), updated_at = now()
         where id = ? and state = 'running'`,
        [JSON.stringify(plan), scanId]
      )
    }

    /** Notes why the scan's run failed; its task tries again (the scan stays running). */
    @InjectManager()
    async noteAccountScanError(scanId: string, failure: TaskFailure, @MedusaContext() context: SqlContext = {}) {
      await sql(context, `update ${SCANS} set error = ?, error_words = ?::jsonb, updated_at = now() where id = ? and state = 'running'`, [
        failure.message,
        failure.words ? JSON.stringify(failure.words) : null,
        scanId,
      ])
    }

    /**
     * The merchant dismisses a scan not yet decided: the account's other products are left
     * alone, and the plugin may create; the creates an earlier applied plan left out go too.
     * Answers the scan, or undefined when it was decided already. (Apply is below.)
     */
    @InjectTransactionManager()
    async dismissAccountScan(scanId: string, @MedusaContext() context: SqlContext = {}): Promise<AccountScanRow | undefined> {
      const [scan] = await sql<AccountScanRow>(
        context,
        `update ${SCANS} set state = 'dismissed', decided_at = now(), updated_at = now()
         where id = ? and state in ('running', 'done', 'failed') and deleted_at is null returning *`,
        [scanId]
      )
      if (scan) await this.releaseHeldCreates(scan.account_id, context)
      return scan
    }

    /** Ends a scan that cannot go on (the connection or the channel is missing), saying why. */
    @InjectManager()
    async failAccountScan(scanId: string, failure: TaskFailure, @MedusaContext() context: SqlContext = {}) {
      await sql(
        context,
        `update ${SCANS} set state = 'failed', error = ?, error_words = ?::jsonb, finished_at = now(), updated_at = now()
         where id = ? and state = 'running'`,
        [failure.message, failure.words ? JSON.stringify(failure.words) : null, scanId]
      )
    }

    /** The plan's lines, by outcome (any of them), a page with the filter's total. */
    @InjectManager()
    async accountScanPlanPage(
      scanId: string,
      filter: { outcome?: ScanOutcome[] },
      page: { limit: number; offset: number },
      @MedusaContext() context: SqlContext = {}
    ) {
      const where = `scan_id = ? and outcome is not null and deleted_at is null
        and (?::jsonb is null or outcome in (select jsonb_array_elements_text(?::jsonb)))`
      const outcomes = filter.outcome?.length ? JSON.stringify(filter.outcome) : null
      const bindings = [scanId, outcomes, outcomes]
      const items = await sql<Record<string, unknown>>(
        context,
        `select * from ${ITEMS} where ${where}
         order by array_position(array['conflict', 'link', 'create', 'only_at_service'], outcome), remote_product_id, product_id
         limit ? offset ?`,
        [...bindings, page.limit, page.offset]
      )
      const [counted] = await sql<{ count: number }>(context, `select count(*)::int as count from ${ITEMS} where ${where}`, bindings)
      return { items, count: Number(counted?.count ?? 0) }
    }

    // Applying a plan.

    /** Every matched line of a scan's plan, as apply decides over them (workflows/move-in/utils/apply-plan.ts). */
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
      const accountId = scan.account_id
      await this.forgetUnactedMoveIns(accountId, context)
      const taken: string[] = []
      for (const links of chunks(decisions.links)) {
        const rows = await this.listingsTakenFrom(accountId, links, context)
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
      for (const rows of chunks(marks)) await this.markMoveIns(accountId, rows, context)
      const racing: string[] = []
      for (const rows of chunks(marks)) racing.push(...(await this.moveInMarksNotTaken(accountId, rows, context)))
      if (racing.length) {
        throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.creates_running", { ids: idsParam(racing, 5) })
      }
      if (decisions.takeOverForeignIds) {
        // The old connector is off: listings linked by an earlier plan get our ForeignIds on their next run, which
        // takes the mark (a run under way now would save its snapshot over a change made here).
        for (const links of chunks(decisions.links)) {
          await this.markForeignIdTakeOver(
            accountId,
            links.map((l) => l.productId),
            scanId,
            context
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
        accountId: scan.account_id,
        background: true,
      })
      return applied
    }
  }
  return AccountScans
}
