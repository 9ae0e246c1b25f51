import { InjectManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import type { ExchangeClient } from "../../client"
import { ActivityInput, ActivityLog, ActivityStep } from "./lib/activity-log"
import * as activityStore from "./lib/activity-store"
import * as alerts from "./lib/alert-store"
import * as listings from "./lib/listing-store"
import { ListingFacts, listingFactsOn } from "./lib/listing-check-store"
import { ExchangeClientCache } from "./lib/client-cache"
import { ShortLived, TASK_READ_TTL_MS } from "./lib/short-lived"
import { ActivityEvent } from "./models/activity-event"
import { Alert } from "./models/alert"
import { CatalogMapping } from "./models/catalog-mapping"
import { OrderImport } from "./models/order-import"
import { ConnectionSetting } from "./models/connection-setting"
import { RunState } from "./models/run-state"
import { ProductSyncState } from "./models/product-sync-state"
import { SyncTask } from "./models/sync-task"
import {
  ConnectionCredentials,
  ConnectionSettingsInput,
  ConnectionSettingsView,
  InvalidSettingError,
  MarketplaceExchangeOptions,
  validateOptions,
} from "./lib/connection-settings"
import { resolveEncryptionKey } from "./lib/encryption-key"
import type { ClaimedOrder, OrderWriteBackState } from "./lib/order-ledger"
import * as ledger from "./lib/order-ledger-store"
import * as pollLease from "./lib/poll-lease"
import { freeTasksOfDeadLocalWorkers } from "./lib/dead-local-workers"
import type { ClaimedTask, TaskOutcome } from "./lib/queue"
import * as productSync from "./lib/product-sync-store"
import * as queue from "./lib/queue-store"
import * as queueViews from "./lib/queue-views"
import * as staleStock from "./lib/stale-stock-store"
import type { SqlContext } from "./lib/sql"
import { upsertRow } from "./lib/row-upsert"
import {
  ImportRunState,
  importRunStateChanges,
  importRunStateOf,
  reconcileReportOf,
  RUN_STATE_ID,
  StoredRunState,
} from "./lib/import-run-state"
import {
  connectionKey,
  credentialsOf,
  revealWith,
  missingConnectionFields,
  SETTINGS_ID,
  settingsChanges,
  SettingsSnapshot,
  settingsSnapshotOf,
  settingsView,
  StoredSettings,
  SyncSettings,
  syncSettingsChanges,
} from "./lib/settings-view"

/** The merchant's settings (one row) and what the jobs write about their runs (one row): never one row for both (issue 28). */
const SETTINGS_TABLE = "marketplace_exchange_connection_setting"
const RUN_STATE_TABLE = "marketplace_exchange_run_state"

export type { ImportRunState, SettingsSnapshot, SyncSettings }

/** How often a claim first looks for tasks of dead processes of this host. */
const DEAD_WORKER_CHECK_MS = 15_000

/**
 * The plugin's data: connection settings, the task queue, each product's sync state, catalog
 * mappings and the order ledger. Secrets are encrypted here, on the way in, and decrypted only
 * for the client. Each method gives a lib/ store Medusa's context; the rules live there.
 */
class MarketplaceExchangeModuleService extends MedusaService({
  ConnectionSetting,
  RunState,
  SyncTask,
  ProductSyncState,
  CatalogMapping,
  OrderImport,
  ActivityEvent,
  Alert,
}) {
  protected readonly options_: MarketplaceExchangeOptions
  private key_?: Buffer
  private readonly clients: ExchangeClientCache
  /** Every write to the service and every order import step, buffered into the activity table. */
  private readonly activity: ActivityLog

  constructor(container: Record<string, unknown>, options?: MarketplaceExchangeOptions) {
    super(...arguments)
    this.options_ = validateOptions(options)
    const logger = (container as { logger?: { warn(message: string): void } }).logger
    this.activity = new ActivityLog(
      (events) => this.insertActivityEvents(events),
      (message) => logger?.warn(message)
    )
    this.clients = new ExchangeClientCache(this.options_.requestTimeoutMs, (report) => this.activity.recordWrite(report))
  }

  private get key(): Buffer {
    this.key_ ??= resolveEncryptionKey(this.options_.encryptionKey).key
    return this.key_
  }

  /** The settings row: one query, by its id. */
  private async loadStored(): Promise<StoredSettings | undefined> {
    const [row] = await this.listConnectionSettings({ id: SETTINGS_ID }, { take: 1 })
    return row as StoredSettings | undefined
  }

  /** The settings as sync tasks read them: at most once a second (lib/short-lived.ts), fresh after a save here. */
  private readonly settingsForTasks = new ShortLived<SettingsSnapshot>(TASK_READ_TTL_MS)
  /** When claimSyncTasks last looked for tasks of dead processes of this host (0: at the first claim, so right after a restart). */
  private deadWorkersCheckedAt = 0

  /**
   * The merchant's settings in one read, as a run uses them (issue 28; lib/settings-view.ts): a
   * run reads this once and passes it down, its steps build the client from it (`clientFor`).
   */
  async getSettings(): Promise<SettingsSnapshot> {
    return settingsSnapshotOf(await this.loadStored())
  }

  /** The same for a sync task: the tasks an instance starts within a second share one read; a save here is seen at once. */
  async getSettingsForTask(): Promise<SettingsSnapshot> {
    return this.settingsForTasks.get(SETTINGS_ID, () => this.getSettings())
  }

  /** The sync settings alone, for a run that needs nothing else (one read). */
  async getSyncSettings(): Promise<SyncSettings> {
    return (await this.getSettings()).sync
  }

  /**
   * The shared client for a snapshot's connection and in-flight limit (lib/client-cache.ts: built
   * once, its session kept, rebuilt when they change); null while the connection is incomplete.
   * Throws (INVALID_DATA) when a stored secret no longer decrypts. Reads nothing.
   */
  async clientFor(settings: SettingsSnapshot): Promise<ExchangeClient | null> {
    return this.clients.for(this.credentialsOf(settings), settings.sync.maxRequestsInFlight)
  }

  /**
   * For the admin's live checks, from one read of the settings: the live client (5 s, one try;
   * lib/client-cache.ts), the addresses its answers are worded with, and the settings read; null
   * while the connection is incomplete or a secret no longer decrypts.
   */
  async getLiveCheck(): Promise<{ client: ExchangeClient; credentials: ConnectionCredentials; settings: SettingsSnapshot } | null> {
    const settings = await this.getSettings()
    const credentials = (() => {
      try {
        return this.credentialsOf(settings)
      } catch {
        return null
      }
    })()
    return credentials && { client: this.clients.liveFor(credentials)!, credentials, settings }
  }

  /** The settings as the admin sees them: stored values first, plugin options as pre-fill. */
  async getConnectionSettingsView(): Promise<ConnectionSettingsView> {
    return this.connectionView(await this.getSettings())
  }

  /** A snapshot's connection as the admin sees it (secrets only as set or not). */
  async connectionView(settings: SettingsSnapshot): Promise<ConnectionSettingsView> {
    return settingsView(settings.connection ?? undefined, this.options_)
  }

  /**
   * Saves what the merchant sent, connection and sync settings, in one statement on the settings
   * row, never the run state (the jobs' row): omitted fields stay, null clears, secrets are
   * encrypted. Answers the settings before and after: one read, and the row the write answered.
   */
  @InjectManager()
  async saveSettings(
    input: { connection?: ConnectionSettingsInput; sync?: Partial<SyncSettings> },
    @MedusaContext() context: SqlContext = {}
  ): Promise<{ before: SettingsSnapshot; after: SettingsSnapshot }> {
    const stored = await this.loadStored()
    let changes: Partial<StoredSettings>
    try {
      changes = { ...settingsChanges(input.connection ?? {}, this.key, stored, this.options_), ...syncSettingsChanges(input.sync ?? {}) }
    } catch (error) {
      if (error instanceof InvalidSettingError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
      throw error
    }
    let after = stored
    if (Object.keys(changes).length || !stored) {
      try {
        after = await upsertRow<StoredSettings>(context, SETTINGS_TABLE, SETTINGS_ID, changes, ["carrier_map"])
      } finally {
        // After the write: a task's read while it ran may hold the row as it was.
        this.settingsForTasks.forget()
      }
    }
    return { before: settingsSnapshotOf(stored), after: settingsSnapshotOf(after) }
  }

  /** Saves the connection the admin sent (saveSettings); answers it as the admin sees it. */
  async saveConnectionSettings(input: ConnectionSettingsInput): Promise<ConnectionSettingsView> {
    return this.connectionView((await this.saveSettings({ connection: input })).after)
  }

  async saveSyncSettings(input: Partial<SyncSettings>): Promise<SyncSettings> {
    return (await this.saveSettings({ sync: input })).after.sync
  }

  /** The run-state row (models/run-state.ts): what the jobs wrote. */
  private async loadRunState(): Promise<StoredRunState | undefined> {
    const [row] = await this.listRunStates({ id: RUN_STATE_ID }, { take: 1 })
    return row as StoredRunState | undefined
  }

  /**
   * How the order import and its poll went (the run-state row; no read of the settings). The
   * order filter's form is told only with the settings whose connection it must have been learned on.
   */
  async getImportRunState(settings?: SettingsSnapshot): Promise<ImportRunState> {
    return importRunStateOf(await this.loadRunState(), settings && connectionKey(settings.connection))
  }

  /** Writes the import's state to the run-state row, in one statement; the settings row is never touched. */
  @InjectManager()
  async saveImportRunState(input: Partial<ImportRunState>, @MedusaContext() context: SqlContext = {}): Promise<void> {
    await upsertRow(context, RUN_STATE_TABLE, RUN_STATE_ID, importRunStateChanges(input))
  }

  /** What the last reconciliation of listings found and did, with its time. */
  @InjectManager()
  async saveReconcileReport(report: Record<string, unknown>, @MedusaContext() context: SqlContext = {}): Promise<void> {
    await upsertRow(context, RUN_STATE_TABLE, RUN_STATE_ID, { reconciled_at: new Date(), reconcile_report: report }, ["reconcile_report"])
  }

  /** For the health view, one read of each row: the sync settings, whether a client can be built, the import run and reconciliation. */
  async getHealthContext() {
    const [settings, run] = await Promise.all([this.getSettings(), this.loadRunState()])
    let configured = false
    try {
      configured = Boolean(this.credentialsOf(settings))
    } catch {
      // A secret that no longer decrypts shows as "not set up", as a missing one does.
    }
    return {
      settings: settings.sync,
      configured,
      run: importRunStateOf(run, connectionKey(settings.connection)),
      reconcile: reconcileReportOf(run),
    }
  }

  /**
   * The credentials as they would be after saving `input`, without saving: for testing typed
   * values. The save's rules apply (a secret never follows an address to another host), and
   * `missing` names what is still to be entered.
   */
  async credentialsWith(input: ConnectionSettingsInput): Promise<{ credentials: ConnectionCredentials | null; missing: string[] }> {
    const stored = await this.loadStored()
    let changes: Partial<StoredSettings>
    try {
      changes = settingsChanges(input, this.key, stored, this.options_)
    } catch (error) {
      if (error instanceof InvalidSettingError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
      throw error
    }
    const merged = settingsSnapshotOf({ updated_at: new Date(), ...(stored ?? {}), ...changes } as StoredSettings)
    const credentials = this.credentialsOf(merged)
    return { credentials, missing: credentials ? [] : missingConnectionFields(await this.connectionView(merged)) }
  }

  /** The shared client for the stored settings (one read; a run that has its snapshot uses `clientFor`). */
  async getExchangeClient(): Promise<ExchangeClient | null> {
    return this.clientFor(await this.getSettings())
  }

  /** Adds (or coalesces) a sync task per product; `delayMs` lets a burst of events settle. */
  @InjectManager()
  async enqueueProductSync(
    productIds: string[],
    options: { delayMs?: number; batchId?: string; background?: boolean } = {},
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    await queue.enqueueTasks(context, "product", productIds, options)
  }

  /** Queues a Sync all's own task, which queues the channel's products into the batch in the background. */
  @InjectManager()
  async startSyncAll(
    batchId: string,
    payload: { sales_channel_id: string; expected: number },
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    await queue.enqueueTasks(context, "sync_all", [batchId], { batchId, payload })
  }

  /** Saves a running task's progress (its payload); false when the task is no longer this process's. */
  @InjectManager()
  async saveSyncTaskProgress(id: string, progress: Record<string, unknown>, @MedusaContext() context: SqlContext = {}) {
    return queue.saveTaskProgress(context, id, progress)
  }

  /** Queues a write-back of these marketplace orders' payment and shipping state. */
  @InjectManager()
  async enqueueOrderWriteBack(orderIds: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
    await queue.enqueueTasks(context, "order", orderIds)
  }

  /** Claims due tasks; first (every 15 s at most) frees those of dead processes of this host (lib/dead-local-workers.ts). */
  @InjectManager()
  async claimSyncTasks(limit: number, @MedusaContext() context: SqlContext = {}): Promise<ClaimedTask[]> {
    if (Date.now() - this.deadWorkersCheckedAt >= DEAD_WORKER_CHECK_MS) {
      this.deadWorkersCheckedAt = Date.now()
      await freeTasksOfDeadLocalWorkers(context)
    }
    return queue.claimTasks(context, limit)
  }

  /** When the next waiting task is due, or null when none waits. */
  @InjectManager()
  async nextSyncTaskDueAt(@MedusaContext() context: SqlContext = {}): Promise<Date | null> {
    return queue.nextDueAt(context)
  }

  /** Renews a running task's lease (live work is never taken over); false when it is no longer running. */
  @InjectManager()
  async heartbeatSyncTask(id: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
    return queue.heartbeat(context, id)
  }

  @InjectManager()
  async completeSyncTask(
    task: Pick<ClaimedTask, "id" | "kind" | "entity_id">,
    outcome: TaskOutcome | null = null,
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    await queue.completeTask(context, task, outcome)
  }

  /** Queues again the products whose sync stopped for good (after the settings that stopped them changed). */
  @InjectManager()
  async requeueFailedProductSyncs(@MedusaContext() context: SqlContext = {}): Promise<number> {
    return queue.requeueFailed(context, "product")
  }

  /** A failed run: retried after a backoff, failed for good, or superseded (see lib/queue-store.ts). */
  @InjectManager()
  async failSyncTask(
    task: ClaimedTask,
    message: string,
    permanent: boolean,
    maxAttempts?: number,
    @MedusaContext() context: SqlContext = {}
  ) {
    return queue.failTask(context, task, message, permanent, maxAttempts, this.options_.retryBackoffCapMs)
  }

  /** Forgets finished tasks after a while so the queue table stays small; failed ones stay visible. */
  @InjectManager()
  async pruneSyncTasks(olderThanMs: number, @MedusaContext() context: SqlContext = {}): Promise<number> {
    return queue.pruneTasks(context, olderThanMs)
  }

  @InjectManager()
  async queueHealth(@MedusaContext() context: SqlContext = {}) {
    return queueViews.queueHealth(context)
  }

  /** Counts by state, for the progress bar; per batch when given. */
  @InjectManager()
  async countSyncTasks(batchId?: string, @MedusaContext() context: SqlContext = {}) {
    return queueViews.countTasks(context, batchId)
  }

  /** The entity's work in the queue: a task waiting or running, and its last finished run (lib/queue-store.ts). */
  @InjectManager()
  async taskStatusOf(kind: ClaimedTask["kind"], entityId: string, @MedusaContext() context: SqlContext = {}) {
    const [pending, lastRun] = await Promise.all([
      queueViews.pendingWorkOf(context, kind, entityId),
      queueViews.lastRunOf(context, kind, entityId),
    ])
    return { pending, lastRun }
  }

  async getProductSyncState(productId: string) {
    const [row] = await this.listProductSyncStates({ product_id: productId }, { take: 1 })
    return row
  }

  /** The sync states of these products in one read, by product id (the drain's tasks load theirs together). */
  async getProductSyncStates(productIds: string[]) {
    const rows = await this.listProductSyncStates({ product_id: productIds })
    return new Map(rows.map((row) => [row.product_id, row]))
  }

  /** Writes a product's sync state, JSON columns replaced whole (see lib/product-sync-store.ts). */
  @InjectManager()
  async saveProductSyncState(
    productId: string,
    changes: Record<string, unknown>,
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    if (await productSync.replaceSyncState(context, productId, changes)) return
    await this.createProductSyncStates({ product_id: productId, ...changes })
  }

  /**
   * The marketplace sold these variations (remote ids): their stock at the service moved, so the
   * next sync of their products sends it again. Answers the Medusa product ids to sync.
   */
  @InjectManager()
  async markSoldStockStale(
    items: Array<{ productId: string; variationId: string | null }>,
    @MedusaContext() context: SqlContext = {}
  ): Promise<string[]> {
    return staleStock.markSold(context, items)
  }

  /** The stock lane sent these keys: they are no longer stale. */
  @InjectManager()
  async clearStaleStock(productId: string, keys: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
    await staleStock.clear(context, productId, keys)
  }

  /** Products whose pushed variations include these variants: a deleted variant names no product. */
  @InjectManager()
  async findProductsOfVariants(variantIds: string[], @MedusaContext() context: SqlContext = {}): Promise<string[]> {
    return productSync.productsOfVariants(context, variantIds)
  }

  /**
   * Claims a remote order for import (see lib/order-ledger.ts). Null when another worker holds
   * it, or it is completed or parked: then this worker must not touch it.
   */
  @InjectManager()
  async claimOrderImport(
    remoteOrderId: string,
    platformOrderId: string | null,
    @MedusaContext() context: SqlContext = {}
  ): Promise<ClaimedOrder | null> {
    return ledger.claimOrder(context, remoteOrderId, platformOrderId)
  }

  /** Moves a held ledger row on; OrderClaimLostError when the claim was taken over (then stop). */
  @InjectManager()
  async advanceOrderImport(
    claim: ledger.HeldClaim,
    changes: ledger.LedgerAdvance,
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    await ledger.advanceOrder(context, claim, changes)
  }

  /** A failed attempt by the claim's holder: the error is kept and the row freed for the next run. */
  @InjectManager()
  async releaseOrderImport(
    claim: Pick<ClaimedOrder, "id" | "claim_token">,
    error: string,
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    await ledger.releaseOrder(context, claim, error)
  }

  /** Makes a parked (or stuck) row claimable again; null when none, completed, or held by a worker. */
  @InjectManager()
  async reopenOrderImport(id: string, @MedusaContext() context: SqlContext = {}): Promise<{ remote_order_id: string } | null> {
    return ledger.reopenOrder(context, id)
  }

  /** Merges what was just told to the service into the row's `writeback`. */
  @InjectManager()
  async mergeOrderWriteBack(id: string, changes: OrderWriteBackState, @MedusaContext() context: SqlContext = {}): Promise<void> {
    await ledger.mergeWriteBack(context, id, changes)
  }

  /** Flips `writeback.paid` once; true only for the caller that flipped it. */
  @InjectManager()
  async claimOrderPaidWriteBack(id: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
    return ledger.claimPaidWriteBack(context, id)
  }

  /** The ledger's state of these marketplace orders, for the poll's test for "new". */
  @InjectManager()
  async ledgerRowsOf(remoteOrderIds: string[], @MedusaContext() context: SqlContext = {}): Promise<ledger.PolledLedgerRow[]> {
    return ledger.ledgerRowsOf(context, remoteOrderIds)
  }

  /** Whether an import left a ledger row unfinished (one row read, every poll). */
  @InjectManager()
  async hasUnfinishedOrderImports(@MedusaContext() context: SqlContext = {}): Promise<boolean> {
    return ledger.hasUnfinishedOrders(context)
  }

  /** Orders whose tracking numbers went to the service without a carrier (A37). */
  @InjectManager()
  async ordersTrackedWithoutCarrier(@MedusaContext() context: SqlContext = {}): Promise<string[]> {
    return ledger.ordersTrackedWithoutCarrier(context)
  }

  /** Records, per order, the MarketplaceModificationDate whose changes were taken over. */
  @InjectManager()
  async noteMarketplaceModified(seen: Array<{ remote_order_id: string; modified: Date }>, @MedusaContext() context: SqlContext = {}) {
    await ledger.noteMarketplaceModified(context, seen)
  }

  /**
   * The poll's lease (lib/poll-lease.ts): the poll's start when due and free, else null. Due counts
   * from the interval of the settings the poll read (`intervalSeconds`); `force` only needs it free.
   */
  @InjectManager()
  async claimPollLease(
    owner: string,
    options: { force: true } | { force?: false; intervalSeconds: number },
    @MedusaContext() context: SqlContext = {}
  ) {
    return pollLease.claimPollLease(context, RUN_STATE_ID, owner, options)
  }

  @InjectManager()
  async renewPollLease(owner: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
    return pollLease.renewPollLease(context, RUN_STATE_ID, owner)
  }

  /**
   * Gives the lease back with the poll's outcome; `orderFilter` is how the poll asked (A31), kept
   * with the connection of the settings it asked with (`askedWith`); an idle poll's import state
   * (`run`) rides on the same statement.
   */
  @InjectManager()
  async releasePollLease(
    owner: string,
    outcome: {
      pollFailures: number
      nextPollAt: Date | null
      orderFilter?: unknown
      askedWith?: SettingsSnapshot
      run?: Pick<Partial<ImportRunState>, "lastImportAt" | "lastImportError" | "failingSince">
    },
    @MedusaContext() context: SqlContext = {}
  ) {
    const { orderFilter, askedWith, run, ...release } = outcome
    await pollLease.releasePollLease(context, RUN_STATE_ID, owner, {
      ...release,
      orderFilter: orderFilter && askedWith ? { form: orderFilter, connection: connectionKey(askedWith.connection) } : undefined,
      changes: run && importRunStateChanges(run),
    })
  }

  @InjectManager()
  async currentPollLease(@MedusaContext() context: SqlContext = {}) {
    return pollLease.currentPollLease(context, RUN_STATE_ID)
  }

  /** Ledger rows per state, for the health view. */
  @InjectManager()
  async countOrderImportStates(@MedusaContext() context: SqlContext = {}) {
    return ledger.countOrderStates(context)
  }

  /** Logs a step of the plugin's work (an order import step, say), under the product or order the running work is about. */
  async recordActivity(step: ActivityStep): Promise<void> {
    this.activity.record(step)
  }

  /** Resolves once every event recorded so far is in the database: for the job's end and for tests. */
  async flushActivity(): Promise<void> {
    await this.activity.flush()
  }

  /** One batch of the activity log, in one statement (lib/activity-store.ts). */
  @InjectManager()
  async insertActivityEvents(events: ActivityInput[], @MedusaContext() context: SqlContext = {}): Promise<void> {
    await activityStore.insertActivity(context, events)
  }

  /** Deletes activity events older than `retentionDays`; answers how many. */
  @InjectManager()
  async pruneActivity(retentionDays: number, @MedusaContext() context: SqlContext = {}): Promise<number> {
    return activityStore.pruneActivity(context, retentionDays)
  }

  /** What ProductIsListed answered per product, and the sweep's line (lib/listing-check-store.ts), on this module's connection. */
  @InjectManager()
  async listingFacts<T>(use: (facts: ListingFacts) => Promise<T>, @MedusaContext() context: SqlContext = {}): Promise<T> {
    return use(listingFactsOn(context))
  }

  /** Ends (stock 0 from the next sync) or relists these products; answers the values before (lib/listing-store.ts). */
  @InjectManager()
  async setListingsEnded(productIds: string[], ended: boolean, @MedusaContext() context: SqlContext = {}) {
    return listings.setEnded(context, productIds, ended)
  }

  @InjectManager()
  async restoreListingsEnded(before: listings.EndedBefore, @MedusaContext() context: SqlContext = {}): Promise<void> {
    await listings.restoreEnded(context, before)
  }

  /** Forgets the service's refusals of these products and closes their alerts; answers what was cleared. */
  @InjectManager()
  async clearProductRefusals(productIds: string[], @MedusaContext() context: SqlContext = {}) {
    return listings.clearRefusals(context, productIds)
  }

  @InjectManager()
  async restoreProductRefusals(rows: Array<{ product_id: string; refusals: unknown }>, @MedusaContext() context: SqlContext = {}) {
    await listings.restoreRefusals(context, rows)
  }

  /** Opens the alert for a condition; true only when it was not open yet (lib/alert-store.ts). */
  @InjectManager()
  async openAlert(
    alert: { key: string; title: string; description: string | null },
    @MedusaContext() context: SqlContext = {}
  ): Promise<boolean> {
    return alerts.openAlert(context, alert)
  }

  /** The condition cleared; answers whether its alert was open. */
  @InjectManager()
  async closeAlert(key: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
    return alerts.closeAlert(context, key)
  }

  /** Decrypted credentials for building the client, or null while any of them is missing (one read). */
  async getConnectionCredentials(): Promise<ConnectionCredentials | null> {
    return this.credentialsOf(await this.getSettings())
  }

  /** A snapshot's credentials, decrypted (stored values first, plugin options as fallback); null while any is missing. */
  private credentialsOf(settings: SettingsSnapshot): ConnectionCredentials | null {
    return credentialsOf(settings.connection ?? undefined, this.options_, revealWith(this.key))
  }
}

export default MarketplaceExchangeModuleService
