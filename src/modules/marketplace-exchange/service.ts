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
import { sql, type SqlContext } from "./lib/sql"
import {
  ImportRunState,
  importRunStateChanges,
  credentialsOf,
  importRunStateOf,
  reconcileReportOf,
  revealWith,
  missingConnectionFields,
  SETTINGS_ID,
  settingsChanges,
  settingsView,
  StoredSettings,
  SyncSettings,
  syncSettingsChanges,
  syncSettingsOf,
} from "./lib/settings-view"

export type { ImportRunState, SyncSettings }

/** How often a claim first looks for tasks of dead processes of this host. */
const DEAD_WORKER_CHECK_MS = 15_000

/**
 * The plugin's data: connection settings, the task queue, each product's sync state, catalog
 * mappings and the order ledger. Secrets are encrypted here, on the way in, and decrypted only
 * for the client. Each method gives a lib/ store Medusa's context; the rules live there.
 */
class MarketplaceExchangeModuleService extends MedusaService({
  ConnectionSetting,
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

  private async loadStored(): Promise<StoredSettings | undefined> {
    const [row] = await this.listConnectionSettings({ id: SETTINGS_ID }, { take: 1 })
    return row as StoredSettings | undefined
  }

  /** The settings row as sync tasks read it: at most once a second (lib/short-lived.ts), fresh after a save here. */
  private readonly storedForTasks = new ShortLived<StoredSettings | undefined>(TASK_READ_TTL_MS)
  /** When claimSyncTasks last looked for tasks of dead processes of this host (0: at the first claim, so right after a restart). */
  private deadWorkersCheckedAt = 0

  /** The settings as the admin sees them: stored values first, plugin options as pre-fill. */
  async getConnectionSettingsView(): Promise<ConnectionSettingsView> {
    return settingsView(await this.loadStored(), this.options_)
  }

  /** Saves what the admin sent: omitted fields stay, null clears, secrets are encrypted. */
  async saveConnectionSettings(input: ConnectionSettingsInput): Promise<ConnectionSettingsView> {
    let changes: Partial<StoredSettings>
    try {
      changes = settingsChanges(input, this.key, await this.loadStored(), this.options_)
    } catch (error) {
      if (error instanceof InvalidSettingError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
      throw error
    }
    // A31: a changed connection asks the joined order question again, so its remembered form goes.
    if (Object.keys(changes).length) changes.poll_order_filter = null
    await this.writeSettings(changes)
    return this.getConnectionSettingsView()
  }

  private async writeSettings(changes: Partial<StoredSettings>): Promise<void> {
    try {
      if (await this.loadStored()) {
        await this.updateConnectionSettings({ id: SETTINGS_ID, ...changes })
      } else {
        await this.createConnectionSettings({ id: SETTINGS_ID, ...changes })
      }
    } finally {
      // After the write: a task's read while it ran may hold the row as it was.
      this.storedForTasks.forget()
    }
  }

  async getSyncSettings(): Promise<SyncSettings> {
    return syncSettingsOf(await this.loadStored())
  }

  @InjectManager()
  async saveSyncSettings(input: Partial<SyncSettings>, @MedusaContext() context: SqlContext = {}): Promise<SyncSettings> {
    const { carrier_map: carrierMap, ...changes } = syncSettingsChanges(input)
    if (Object.keys(changes).length || (carrierMap !== undefined && !(await this.loadStored()))) await this.writeSettings(changes)
    // Medusa's update merges a JSON value into the stored one (mergeObjectProperties), so an entry
    // the merchant removed would stay: the map, replaced whole (A37), is written in one statement.
    if (carrierMap !== undefined) {
      const map = carrierMap === null ? null : JSON.stringify(carrierMap)
      await sql(context, "update marketplace_exchange_connection_setting set carrier_map = ?::jsonb where id = ?", [map, SETTINGS_ID])
      this.storedForTasks.forget()
    }
    return this.getSyncSettings()
  }

  async getImportRunState(): Promise<ImportRunState> {
    return importRunStateOf(await this.loadStored())
  }

  async saveImportRunState(input: Partial<ImportRunState>): Promise<void> {
    await this.writeSettings(importRunStateChanges(input))
  }

  /** What the last reconciliation of listings found and did, with its time. */
  async saveReconcileReport(report: Record<string, unknown>): Promise<void> {
    await this.writeSettings({ reconciled_at: new Date(), reconcile_report: report })
  }

  /** One read of the settings row for the health view: the client, the import run and the last reconciliation. */
  async getHealthContext() {
    const stored = await this.loadStored()
    return { client: this.clientOf(stored), run: importRunStateOf(stored), reconcile: reconcileReportOf(stored) }
  }

  /**
   * For the admin's live checks, from one read of the settings: the live client (5 s, one try;
   * lib/client-cache.ts) and the addresses its answers are worded with; null while the
   * connection is incomplete or a secret no longer decrypts.
   */
  async getLiveCheck(): Promise<{ client: ExchangeClient; credentials: ConnectionCredentials } | null> {
    const credentials = await this.loadStored()
      .then((stored) => this.credentialsOf(stored))
      .catch(() => null)
    return credentials && { client: this.clients.liveFor(credentials)!, credentials }
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
    const merged = { ...(stored ?? {}), ...changes } as StoredSettings
    const credentials = this.credentialsOf(merged)
    return { credentials, missing: credentials ? [] : missingConnectionFields(settingsView(merged, this.options_)) }
  }

  /** The shared client for the stored credentials (lib/client-cache.ts); null while they are incomplete. */
  async getExchangeClient(): Promise<ExchangeClient | null> {
    return this.clientOf(await this.loadStored())
  }

  /**
   * One read of the settings row for a whole task: the sync settings and the client (null while
   * the connection is incomplete). Steps after the first reach the same client through
   * `currentExchangeClient()` instead of reading the row again.
   */
  async getSyncContext(): Promise<{ settings: SyncSettings; client: ExchangeClient | null }> {
    const stored = await this.storedForTasks.get(SETTINGS_ID, () => this.loadStored())
    return { settings: syncSettingsOf(stored), client: this.clientOf(stored) }
  }

  /** The shared client for these stored settings: their credentials and their in-flight limit. */
  private clientOf(stored: StoredSettings | undefined): ExchangeClient | null {
    return this.clients.for(this.credentialsOf(stored), syncSettingsOf(stored).maxRequestsInFlight)
  }

  /** The client the last settings read built, without reading them again; null when none was built. */
  async currentExchangeClient(): Promise<ExchangeClient | null> {
    return this.clients.current
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

  /** The poll's lease (lib/poll-lease.ts): the poll's start when due and free (`force`: when free), else null. */
  @InjectManager()
  async claimPollLease(owner: string, options: { force?: boolean } = {}, @MedusaContext() context: SqlContext = {}) {
    return pollLease.claimPollLease(context, SETTINGS_ID, owner, options)
  }

  @InjectManager()
  async renewPollLease(owner: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
    return pollLease.renewPollLease(context, SETTINGS_ID, owner)
  }

  @InjectManager()
  async releasePollLease(
    owner: string,
    outcome: { pollFailures: number; nextPollAt: Date | null; orderFilter?: unknown },
    @MedusaContext() context: SqlContext = {}
  ) {
    await pollLease.releasePollLease(context, SETTINGS_ID, owner, outcome)
  }

  @InjectManager()
  async currentPollLease(@MedusaContext() context: SqlContext = {}) {
    return pollLease.currentPollLease(context, SETTINGS_ID)
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

  /** Decrypted credentials for building the client, or null while any of them is missing. */
  async getConnectionCredentials(): Promise<ConnectionCredentials | null> {
    return this.credentialsOf(await this.loadStored())
  }

  private credentialsOf(stored: StoredSettings | undefined): ConnectionCredentials | null {
    return credentialsOf(stored, this.options_, revealWith(this.key))
  }
}

export default MarketplaceExchangeModuleService
