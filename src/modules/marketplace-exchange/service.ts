import { generateEntityId, InjectManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import { ExchangeClient } from "../../client"
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
} from "./lib/order-ledger"
import { backoffMs, CLAIM_SQL, ClaimedTask, ENQUEUE_SQL, LEASE_MS, MAX_ATTEMPTS, TASK_TABLE } from "./lib/queue"
import { decryptSecret, SecretDecryptionError } from "./lib/secret-box"
import { countsByState, sql, SqlContext, StateCount } from "./lib/sql"
import {
  ImportRunState,
  importRunStateChanges,
  credentialsOf,
  importRunStateOf,
  settingsChanges,
  settingsView,
  StoredSettings,
  SyncSettings,
  syncSettingsChanges,
  syncSettingsOf,
} from "./lib/settings-view"

export type { ImportRunState, SyncSettings }

/** Sent on login (spec 5.1 rule 2) so the service's support knows who calls. */
const PLUGIN_VERSION: string = require("../../../package.json").version
const VENDOR = "Medusa (medusa-plugin-marketplace-exchange)"

/** The singleton row's id: one store, one exchange account. */
const SETTINGS_ID = "mxcon_default"

/**
 * The plugin's data: connection settings now, and later the sync state, task queue and order
 * ledger. Secrets are encrypted here, on the way in, and decrypted only for the client.
 */
class MarketplaceExchangeModuleService extends MedusaService({ ConnectionSetting, SyncTask, ProductSyncState, CatalogMapping, OrderImport }) {
  protected readonly options_: MarketplaceExchangeOptions
  private key_?: Buffer
  private client_?: { fingerprint: string; client: ExchangeClient }

  constructor(container: Record<string, unknown>, options?: MarketplaceExchangeOptions) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = validateOptions(options)
  }

  private get key(): Buffer {
    this.key_ ??= resolveEncryptionKey().key
    return this.key_
  }

  private async loadStored(): Promise<StoredSettings | undefined> {
    const [row] = await this.listConnectionSettings({ id: SETTINGS_ID }, { take: 1 })
    return row as StoredSettings | undefined
  }

  /** The settings as the admin sees them: stored values first, plugin options as pre-fill. */
  async getConnectionSettingsView(): Promise<ConnectionSettingsView> {
    return settingsView(await this.loadStored(), this.options_)
  }

  /** Saves what the admin sent: omitted fields stay, null clears, secrets are encrypted. */
  async saveConnectionSettings(input: ConnectionSettingsInput): Promise<ConnectionSettingsView> {
    let changes: Partial<StoredSettings>
    try {
      changes = settingsChanges(input, this.key)
    } catch (error) {
      if (error instanceof InvalidSettingError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
      throw error
    }
    await this.writeSettings(changes)
    return this.getConnectionSettingsView()
  }

  private async writeSettings(changes: Partial<StoredSettings>): Promise<void> {
    if (await this.loadStored()) {
      await this.updateConnectionSettings({ id: SETTINGS_ID, ...changes })
    } else {
      await this.createConnectionSettings({ id: SETTINGS_ID, ...changes })
    }
  }

  async getSyncSettings(): Promise<SyncSettings> {
    return syncSettingsOf(await this.loadStored())
  }

  async saveSyncSettings(input: Partial<SyncSettings>): Promise<SyncSettings> {
    const changes = syncSettingsChanges(input)
    if (Object.keys(changes).length) await this.writeSettings(changes)
    return this.getSyncSettings()
  }

  async getImportRunState(): Promise<ImportRunState> {
    return importRunStateOf(await this.loadStored())
  }

  async saveImportRunState(input: Partial<ImportRunState>): Promise<void> {
    await this.writeSettings(importRunStateChanges(input))
  }

  /**
   * The client for the stored credentials, built once and rebuilt when they change, so its
   * session and connection pool are shared by every sync. Null while settings are incomplete.
   */
  async getExchangeClient(): Promise<ExchangeClient | null> {
    const credentials = await this.getConnectionCredentials()
    if (!credentials) return null
    const fingerprint = JSON.stringify(credentials)
    if (this.client_?.fingerprint !== fingerprint) {
      void this.client_?.client.close()
      this.client_ = { fingerprint, client: new ExchangeClient({ ...credentials, vendor: VENDOR, version: PLUGIN_VERSION }) }
    }
    return this.client_.client
  }

  /** Adds (or coalesces) a sync task per product; `delayMs` lets a burst of events settle. */
  @InjectManager()
  async enqueueProductSync(productIds: string[], options: { delayMs?: number; batchId?: string } = {}, @MedusaContext() context: SqlContext = {}): Promise<void> {
    for (const productId of new Set(productIds)) {
      await sql(context, ENQUEUE_SQL, [generateEntityId(undefined, "mxtask"), "product", productId, options.delayMs ?? 0, options.batchId ?? null])
    }
  }

  @InjectManager()
  async claimSyncTasks(limit: number, @MedusaContext() context: SqlContext = {}): Promise<ClaimedTask[]> {
    return sql<ClaimedTask>(context, CLAIM_SQL, [LEASE_MS, LEASE_MS, limit])
  }

  @InjectManager()
  async completeSyncTask(id: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
    await sql(context, `update ${TASK_TABLE} set state = 'done', last_error = null, locked_at = null, updated_at = now() where id = ?`, [id])
  }

  /**
   * A failed run: transient failures come back after a backoff until MAX_ATTEMPTS, permanent
   * ones (and exhausted ones) stay failed with the message. When newer work for the entity is
   * already pending, this task is superseded and simply closed.
   */
  @InjectManager()
  async failSyncTask(
    task: ClaimedTask,
    message: string,
    permanent: boolean,
    maxAttempts = MAX_ATTEMPTS,
    @MedusaContext() context: SqlContext = {}
  ): Promise<"retry" | "failed" | "superseded"> {
    const [newer] = await sql<{ id: string }>(context, `select id from ${TASK_TABLE} where kind = ? and entity_id = ? and state = 'pending' and deleted_at is null`, [task.kind, task.entity_id])
    if (newer) {
      await sql(context, `update ${TASK_TABLE} set state = 'done', last_error = ?, locked_at = null, updated_at = now() where id = ?`, [message, task.id])
      return "superseded"
    }
    if (permanent || task.attempts >= maxAttempts) {
      await sql(context, `update ${TASK_TABLE} set state = 'failed', last_error = ?, locked_at = null, updated_at = now() where id = ?`, [message, task.id])
      return "failed"
    }
    await sql(context, `update ${TASK_TABLE} set state = 'pending', last_error = ?, locked_at = null, run_after = now() + (? * interval '1 millisecond'), updated_at = now() where id = ?`, [message, backoffMs(task.attempts), task.id])
    return "retry"
  }

  async getProductSyncState(productId: string) {
    const [row] = await this.listProductSyncStates({ product_id: productId }, { take: 1 })
    return row
  }

  async saveProductSyncState(productId: string, changes: Record<string, unknown>) {
    const existing = await this.getProductSyncState(productId)
    if (existing) return this.updateProductSyncStates({ id: existing.id, ...changes })
    return this.createProductSyncStates({ product_id: productId, ...changes })
  }

  /** Products whose pushed variations include these variants: a deleted variant names no product. */
  @InjectManager()
  async findProductsOfVariants(variantIds: string[], @MedusaContext() context: SqlContext = {}): Promise<string[]> {
    if (!variantIds.length) return []
    const rows = await sql<{ product_id: string }>(
      context,
      // The ids travel as one JSON text: the driver would spread a bound array into a list.
      `select product_id from marketplace_exchange_product_sync where deleted_at is null
         and jsonb_exists_any(snapshot -> 'variations', array(select jsonb_array_elements_text(?::jsonb)))`,
      [JSON.stringify(variantIds)]
    )
    return rows.map((r) => r.product_id)
  }

  /**
   * Claims a remote order for import (see lib/order-ledger.ts). Null when another worker holds
   * it, or it is completed or parked: then this worker must not touch it.
   */
  @InjectManager()
  async claimOrderImport(remoteOrderId: string, platformOrderId: string | null, @MedusaContext() context: SqlContext = {}): Promise<ClaimedOrder | null> {
    const token = generateEntityId(undefined, "mxclaim")
    const [row] = await sql<ClaimedOrder>(context, CLAIM_ORDER_SQL, [generateEntityId(undefined, "mxord"), remoteOrderId, platformOrderId, token, ORDER_CLAIM_LEASE_MS])
    return row ?? null
  }

  /**
   * Moves a held ledger row on (see ADVANCE_ORDER_SQL). Throws OrderClaimLostError when the claim
   * was taken over meanwhile: the caller must then stop, not write anything to the service.
   */
  @InjectManager()
  async advanceOrderImport(
    claim: Pick<ClaimedOrder, "id" | "remote_order_id" | "claim_token">,
    changes: {
      state: "created" | "completed" | "parked"
      medusa_order_id?: string
      display_id?: string
      reasons?: unknown
      last_error?: string | null
      writeback?: OrderWriteBackState
    },
    @MedusaContext() context: SqlContext = {}
  ): Promise<void> {
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
    const rows = await sql(context, ADVANCE_ORDER_SQL, [
      changes.state, changes.medusa_order_id ?? null, changes.display_id ?? null, json(changes.reasons), changes.last_error ?? null,
      json(changes.writeback), changes.state, changes.state, claim.id, claim.claim_token,
    ])
    if (!rows.length) throw new OrderClaimLostError(claim.remote_order_id)
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

  /**
   * The merchant fixed what parked an order (or wants a stuck one tried now): the row becomes
   * claimable again. Null when there is no such row, it is completed, or a worker holds it.
   */
  @InjectManager()
  async reopenOrderImport(id: string, @MedusaContext() context: SqlContext = {}): Promise<{ remote_order_id: string } | null> {
    const [row] = await sql<{ remote_order_id: string }>(context, REOPEN_ORDER_SQL, [id, ORDER_CLAIM_LEASE_MS])
    return row ?? null
  }

  /** Ledger rows per state, for the health view. */
  @InjectManager()
  async countOrderImportStates(@MedusaContext() context: SqlContext = {}): Promise<Record<"claimed" | "created" | "completed" | "parked", number>> {
    const rows = await sql<StateCount>(context, `select state, count(*) as count from ${LEDGER_TABLE} where deleted_at is null group by state`, [])
    return countsByState(rows, ["claimed", "created", "completed", "parked"] as const)
  }

  /** Queues a write-back of these marketplace orders' payment and shipping state. */
  @InjectManager()
  async enqueueOrderWriteBack(orderIds: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
    for (const orderId of new Set(orderIds)) {
      await sql(context, ENQUEUE_SQL, [generateEntityId(undefined, "mxtask"), "order", orderId, 0, null])
    }
  }

  /** A failed attempt by the claim's holder: the error is kept and the row freed for the next run. */
  @InjectManager()
  async releaseOrderImport(claim: Pick<ClaimedOrder, "id" | "claim_token">, error: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
    await sql(context, RELEASE_ORDER_SQL, [error, claim.id, claim.claim_token])
  }

  /** Forgets finished tasks after a while so the queue table stays small; failed ones stay visible. */
  @InjectManager()
  async pruneSyncTasks(olderThanMs: number, @MedusaContext() context: SqlContext = {}): Promise<number> {
    const rows = await sql<{ id: string }>(
      context,
      `delete from ${TASK_TABLE} where state = 'done' and updated_at < now() - (? * interval '1 millisecond') returning id`,
      [olderThanMs]
    )
    return rows.length
  }

  /** The queue at a glance: tasks due and waiting, and since when the oldest waits. */
  @InjectManager()
  async queueHealth(@MedusaContext() context: SqlContext = {}): Promise<{ waiting: number; running: number; failed: number; oldestWaitingSince: Date | null }> {
    const [row] = await sql<{ waiting: string; running: string; failed: string; oldest: Date | null }>(
      context,
      `select count(*) filter (where state = 'pending') as waiting, count(*) filter (where state = 'running') as running,
         count(*) filter (where state = 'failed') as failed, min(created_at) filter (where state = 'pending') as oldest
       from ${TASK_TABLE} where deleted_at is null`,
      []
    )
    return { waiting: Number(row?.waiting ?? 0), running: Number(row?.running ?? 0), failed: Number(row?.failed ?? 0), oldestWaitingSince: row?.oldest ? new Date(row.oldest) : null }
  }

  /** Counts by state, for the progress bar; per batch when given. */
  @InjectManager()
  async countSyncTasks(batchId?: string, @MedusaContext() context: SqlContext = {}): Promise<Record<"pending" | "running" | "done" | "failed", number>> {
    const rows = await sql<StateCount>(
      context,
      `select state, count(*) as count from ${TASK_TABLE} where deleted_at is null ${batchId ? "and batch_id = ?" : ""} group by state`,
      batchId ? [batchId] : []
    )
    return countsByState(rows, ["pending", "running", "done", "failed"] as const)
  }

  /**
   * Decrypted credentials for building the client, or null while any of them is missing.
   * A secret that no longer decrypts (the key changed) is an error a merchant can act on.
   */
  async getConnectionCredentials(): Promise<ConnectionCredentials | null> {
    const stored = await this.loadStored()
    const reveal = (field: "password" | "subscription_token", cipher: string | null | undefined, option?: string) => {
      if (!cipher) return option ?? null
      try {
        return decryptSecret(cipher, this.key, field)
      } catch (error) {
        if (error instanceof SecretDecryptionError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
        throw error
      }
    }
    return credentialsOf(stored, this.options_, reveal)
  }
}

export default MarketplaceExchangeModuleService
