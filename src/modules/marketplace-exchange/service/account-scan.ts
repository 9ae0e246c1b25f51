import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext } from "@medusajs/framework/utils"
import { SCAN_OUTCOMES, ScanOutcome } from "../lib/account-scan-outcomes"
import { connectionKey, SettingsSnapshot } from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import type { TaskFailure } from "../lib/queue"
import type { CodedMessage } from "../../../messages/types"
import type { Constructor, ServiceBase } from "./base"
import { enqueueTasks } from "./queue-statements"

const SCANS = "marketplace_exchange_account_scan"
const ITEMS = "marketplace_exchange_account_scan_item"

export type AccountScanRow = {
  id: string
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
 * The move-in scan: its run's state and its plan, item by item. The scan's task
 * (workflows/account-scan) reads the account into items, then writes each item's outcome.
 */
export const WithAccountScan = <T extends Constructor<ServiceBase>>(Base: T) => {
  class AccountScans extends Base {
    /**
     * Starts a scan and queues its task, in one transaction; while one runs, answers that one
     * instead (`started` false): a second click starts nothing.
     */
    @InjectTransactionManager()
    async startAccountScan(
      mapping: Record<string, string> | null,
      settings: SettingsSnapshot,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ scan: AccountScanRow; started: boolean }> {
      await sql(context, `select pg_advisory_xact_lock(hashtext('${SCANS}'))`, [])
      const [running] = await sql<AccountScanRow>(context, `select * from ${SCANS} where state = 'running' and deleted_at is null`, [])
      if (running) return { scan: running, started: false }
      const [scan] = await sql<AccountScanRow>(
        context,
        `insert into ${SCANS} (id, mapping, connection) values (?, ?::jsonb, ?) returning *`,
        [generateEntityId(undefined, "mxscan"), mapping ? JSON.stringify(mapping) : null, connectionKey(settings.connection)]
      )
      await enqueueTasks(context, "account_scan", [scan.id])
      return { scan, started: true }
    }

    /** The scan with this id, or the latest one. */
    @InjectManager()
    async getAccountScan(id?: string, @MedusaContext() context: SqlContext = {}): Promise<AccountScanRow | undefined> {
      const [scan] = id
        ? await sql<AccountScanRow>(context, `select * from ${SCANS} where id = ? and deleted_at is null`, [id])
        : await sql<AccountScanRow>(
            context,
            `select * from ${SCANS} where deleted_at is null order by created_at desc, id desc limit 1`,
            []
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
        `select state from ${SCANS} where connection = ? and deleted_at is null order by created_at desc, id desc limit 1`,
        [connectionKey(settings.connection)]
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
     * Answers the scan, or undefined when it was decided already. (Apply is service/move-in.ts.)
     */
    @InjectTransactionManager()
    async dismissAccountScan(scanId: string, @MedusaContext() context: SqlContext = {}): Promise<AccountScanRow | undefined> {
      const [scan] = await sql<AccountScanRow>(
        context,
        `update ${SCANS} set state = 'dismissed', decided_at = now(), updated_at = now()
         where id = ? and state in ('running', 'done', 'failed') and deleted_at is null returning *`,
        [scanId]
      )
      if (scan)
        await sql(
          context,
          `update marketplace_exchange_product_sync set move_in = null, updated_at = now()
           where move_in -> 'held' is not null and deleted_at is null`,
          []
        )
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
  }
  return AccountScans
}
