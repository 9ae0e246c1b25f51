import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import {
  ImportRunState,
  importRunStateChanges,
  importRunStateOf,
  reconcileReportOf,
  runStateIdOf,
  StoredRunState,
  type OrderFilterState,
} from "../lib/import-run-state"
import { upsertRow } from "../lib/row-upsert"
import {
  nextScanVariationReading,
  type ScanVariationForm,
  type ScanVariationReading,
  scanVariationReadingOf,
} from "../lib/scan-variation-reading"
import { connectionKey, missingConnectionFieldKeys, SettingsSnapshot } from "../lib/settings-view"
import { sql, type SqlContext } from "../lib/sql"
import type { Constructor, LayerOf } from "./base"
import type { WithSettings } from "./settings"

/** The guard's stored look at the account, when it was made on the settings' connection. */
function accountCheckOf(run: StoredRunState | undefined, settings: SettingsSnapshot): { at: Date; foreign: number } | undefined {
  const check = run?.account_check as { at: string; connection: string; foreign: number } | null | undefined
  if (!check || check.connection !== connectionKey(settings.connection)) return undefined
  return { at: new Date(check.at), foreign: check.foreign }
}

/** What the jobs write about their runs: one row of its own per account, never the settings' row. */
export const RUN_STATE_TABLE = "marketplace_exchange_run_state"

/** Writes `changes` to the account's run-state row in one statement, creating it (named for its account) when missing. */
const upsertRunState = (context: SqlContext, accountId: string, changes: Record<string, unknown>, jsonColumns: readonly string[]) =>
  upsertRow(context, RUN_STATE_TABLE, runStateIdOf(accountId), { ...changes, account_id: accountId }, jsonColumns)

/**
 * How each account's order import and reconciliation went (its run-state row, models/run-state.ts),
 * and the health view's reads: every method names the account whose row it reads or writes.
 */
export const WithRunState = <T extends Constructor<LayerOf<typeof WithSettings>>>(Base: T) => {
  class RunState extends Base {
    /** The account's run-state row: what the jobs wrote. */
    private async loadRunState(accountId: string): Promise<StoredRunState | undefined> {
      const [row] = await this.listRunStates({ account_id: accountId }, { take: 1 })
      return row as StoredRunState | undefined
    }

    /**
     * How the order import and its poll went (the run-state row; no read of the settings). The
     * order filter's form is told only with the settings whose connection it must have been learned on.
     */
    async getImportRunState(accountId: string, settings?: SettingsSnapshot): Promise<ImportRunState> {
      return importRunStateOf(await this.loadRunState(accountId), settings && connectionKey(settings.connection))
    }

    /** Writes the import's state to the run-state row, in one statement; the settings row is never touched. */
    @InjectManager()
    async saveImportRunState(accountId: string, input: Partial<ImportRunState>, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await upsertRunState(context, accountId, importRunStateChanges(input), ["last_import_error_words"])
    }

    /** What the last reconciliation of listings found and did, with its time. */
    @InjectManager()
    async saveReconcileReport(
      accountId: string,
      report: Record<string, unknown>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await upsertRunState(context, accountId, { reconciled_at: new Date(), reconcile_report: report }, ["reconcile_report"])
    }

    /**
     * The guard's last look at the account, when it was made on this connection:
     * a changed connection is another account, to be looked at again.
     */
    async getAccountCheck(accountId: string, settings: SettingsSnapshot): Promise<{ at: Date; foreign: number } | undefined> {
      return accountCheckOf(await this.loadRunState(accountId), settings)
    }

    /** Records a look at the account: how many products of its first page the plugin has no record of. */
    @InjectManager()
    async saveAccountCheck(
      accountId: string,
      foreign: number,
      settings: SettingsSnapshot,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      const check = { at: new Date().toISOString(), connection: connectionKey(settings.connection), foreign }
      await upsertRunState(context, accountId, { account_check: check }, ["account_check"])
    }

    /**
     * How the move-in scan reads the account's variations on the connection of `settings` (A53):
     * `per_product` once the set-level feed was refused there, `set` once it answered; null when
     * nothing was learned on this connection (the scan asks the set-level feed first).
     */
    async getScanVariationReading(accountId: string, settings: SettingsSnapshot): Promise<ScanVariationReading | null> {
      return scanVariationReadingOf((await this.loadRunState(accountId))?.scan_variation_reading, connectionKey(settings.connection))
    }

    /**
     * Records how the scan is to read variations on the connection of `settings` (A53): the scan
     * writes it when the set-level feed answers or is refused, and a test of the feed may write
     * it too. The same form again keeps the time it was first learned. Answers what is stored.
     */
    @InjectManager()
    async recordScanVariationReading(
      accountId: string,
      learned: { form: ScanVariationForm; reason?: string | null },
      settings: SettingsSnapshot,
      @MedusaContext() context: SqlContext = {}
    ): Promise<ScanVariationReading> {
      const connection = connectionKey(settings.connection)
      const record = nextScanVariationReading((await this.loadRunState(accountId))?.scan_variation_reading, learned, connection, new Date())
      await upsertRunState(context, accountId, { scan_variation_reading: record }, ["scan_variation_reading"])
      return scanVariationReadingOf(record, connection)!
    }

    /** The last service check as stored (A55; its shape is the check's, workflows/service-check), or null before the first. */
    async getServiceCheck(accountId: string): Promise<Record<string, unknown> | null> {
      return ((await this.loadRunState(accountId)) as { service_check?: Record<string, unknown> | null } | undefined)?.service_check ?? null
    }

    /** Stores a service check whole (A55): the run-state row only, in one statement. */
    @InjectManager()
    async saveServiceCheck(accountId: string, check: Record<string, unknown>, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await upsertRunState(context, accountId, { service_check: check }, ["service_check"])
    }

    /**
     * Writes the order poll's form as a poll that learned it would (A31, A55): the form with when
     * and why, on the connection of `settings`; the next poll on that connection asks so.
     */
    @InjectManager()
    async recordOrderFilterForm(
      accountId: string,
      form: OrderFilterState,
      settings: SettingsSnapshot,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      const changes = { poll_order_filter: form, poll_order_filter_connection: connectionKey(settings.connection) }
      await upsertRunState(context, accountId, changes, ["poll_order_filter"])
    }

    /**
     * What the service check of the account asks about (A55): the service's id of one product the
     * plugin holds there as listed (any it sent, while none is known as listed), and of one order it imported from there.
     */
    @InjectManager()
    async serviceCheckSubjects(
      accountId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ remoteProductId: string | null; remoteOrderId: string | null }> {
      const [product] = await sql<{ remote_product_id: string }>(
        context,
        `select remote_product_id from marketplace_exchange_product_sync
         where account_id = ? and deleted_at is null and remote_product_id is not null
         order by (listing_state = 'listed') desc nulls last, updated_at desc limit 1`,
        [accountId]
      )
      const [order] = await sql<{ remote_order_id: string }>(
        context,
        `select remote_order_id from marketplace_exchange_order_import
         where account_id = ? and deleted_at is null and state in ('created', 'completed')
         order by updated_at desc limit 1`,
        [accountId]
      )
      return { remoteProductId: product?.remote_product_id ?? null, remoteOrderId: order?.remote_order_id ?? null }
    }

    /**
     * For the account's health view, one read of each row: its sync settings, whether a client can
     * be built, the import run and reconciliation.
     */
    async getHealthContext(accountId: string) {
      const [settings, run] = await Promise.all([this.getSettings(accountId), this.loadRunState(accountId)])
      let configured = false
      let undecryptable = false
      try {
        configured = Boolean(this.credentialsOf(settings))
      } catch {
        // A secret that no longer decrypts (another encryption key): said so, apart from a missing one.
        undecryptable = true
      }
      const clearedAt = settings.connection?.secrets_cleared_at
      return {
        settings: settings.sync,
        configured,
        /** What is missing and why, so the panel never says only "not set up". */
        connection: {
          missing: configured ? [] : missingConnectionFieldKeys(await this.connectionView(settings)),
          secrets_cleared_at: !configured && clearedAt ? new Date(clearedAt).toISOString() : null,
          undecryptable,
        },
        run: importRunStateOf(run, connectionKey(settings.connection)),
        reconcile: reconcileReportOf(run),
        accountCheck: accountCheckOf(run, settings),
        /** How the scan reads variations on this connection (A53), null while nothing was learned. */
        scanVariationReading: scanVariationReadingOf(run?.scan_variation_reading, connectionKey(settings.connection)),
        /** The whole snapshot, for a read that needs the connection (the account scan's decision). */
        snapshot: settings,
      }
    }
  }
  return RunState
}
