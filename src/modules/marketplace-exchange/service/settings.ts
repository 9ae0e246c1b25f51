import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import type { ExchangeClient } from "../../../client"
import { ExchangeClientCache, liveClientFor } from "../lib/client-cache"
import { identityChanges } from "../lib/account-identity"
import { ConnectionCredentials, ConnectionSettingsInput, ConnectionSettingsView, InvalidSettingError } from "../lib/connection-settings"
import { resolveEncryptionKey } from "../lib/encryption-key"
import { upsertRow } from "../lib/row-upsert"
import {
  credentialsOf,
  missingConnectionFieldKeys,
  type ConnectionField,
  FIRST_ACCOUNT_ID,
  revealWith,
  settingsChanges,
  SettingsSnapshot,
  settingsSnapshotOf,
  settingsView,
  StoredSettings,
  syncSettingsChanges,
} from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import type { SyncSettings } from "../lib/settings-schema"
import type { AccountIdentityInput } from "../lib/account-identity"
import type { WithActivity } from "./activity"
import type { Constructor, LayerOf } from "./base"
import { refusal, withWords } from "../../../messages/refusal"

/** The accounts' settings: a row each, only the merchant's saves write them (what the jobs write is the run state's row). */
const ACCOUNT_TABLE = "marketplace_exchange_account"
/** The tables whose rows belong to one account (models/*: `account_id`); a scan's items go with their scan. */
const ACCOUNT_RECORD_TABLES = [
  "account_scan",
  "product_sync",
  "channel_product",
  "order_import",
  "catalog",
  "alert",
  "sync_task",
  "activity",
  "run_state",
] as const

/** The JSON columns of an account's row: written whole (lib/row-upsert.ts). */
const JSON_COLUMNS = ["carrier_map", "price_rule", "specific_names", "gpsr_by_brand"]

/** What a save or a new account sends: the account's name and site, its connection and its sync settings, each left out to keep it. */
export interface AccountSettingsInput {
  account?: AccountIdentityInput
  connection?: ConnectionSettingsInput
  sync?: Partial<SyncSettings>
}
/** A task's read of the settings: the row's version it was read at, and while it runs, when it started. */
type TasksRead = { version: string | null; started?: number; settings: Promise<SettingsSnapshot> }
/** A task's read of the settings still running after this long is not waited for by later tasks: a hung read stalls no one after it. */
const PENDING_READ_SHARED_MS = 5000

/**
 * The accounts' settings (lib/settings-view.ts), each read once per run as a snapshot, and
 * the clients built from them (one per account). Secrets are encrypted here, on the way in, and decrypted only for the client.
 */
export const WithSettings = <T extends Constructor<LayerOf<typeof WithActivity>>>(Base: T) => {
  class Settings extends Base {
    private key_?: Buffer
    /** The shared client and the live-check client (lib/client-cache.ts); their writes go to the activity log. */
    private readonly clients: ExchangeClientCache
    /**
     * Each account's settings as tasks read them, kept while its row's version is the same;
     * `started` while the read runs (undefined once it settled). A map of its own: the generic
     * ShortLived is the workflows' (workflows/shared/short-lived.ts), and a module imports nothing of theirs.
     */
    private readonly tasksRead_ = new Map<string, TasksRead>()

    constructor(...args: any[]) {
      super(...args)
      this.clients = new ExchangeClientCache(this.options_.requestTimeoutMs, (report) => this.activity.recordWrite(report))
    }

    private get key(): Buffer {
      this.key_ ??= resolveEncryptionKey(this.options_.encryptionKey).key
      return this.key_
    }

    /** An account's row: one query, by its id. */
    private async loadStored(accountId: string): Promise<StoredSettings | undefined> {
      const [row] = await this.listAccounts({ id: accountId }, { take: 1 })
      return row as StoredSettings | undefined
    }

    /**
     * An account's row, which must exist: the first account exists before its first save (plugin
     * options may make its connection), any other once created (404 otherwise).
     */
    private async loadAccount(accountId: string): Promise<StoredSettings | undefined> {
      const stored = await this.loadStored(accountId)
      if (!stored && accountId !== FIRST_ACCOUNT_ID)
        throw refusal(MedusaError.Types.NOT_FOUND, "refusal.account.unknown", { id: accountId })
      return stored
    }

    /**
     * An account's settings in one read, as a run uses them (lib/settings-view.ts): a run reads
     * this once and passes it down, its steps build the client from it (`clientFor`). Without an
     * account, the first: what a store with one account always meant.
     */
    async getSettings(accountId: string = FIRST_ACCOUNT_ID): Promise<SettingsSnapshot> {
      return settingsSnapshotOf(await this.loadAccount(accountId))
    }

    /**
     * The accounts whose products and orders the flows work on: the first account (as a store with
     * one account always had it, configured or not) and every other one with a sales channel. One
     * indexed read.
     */
    @InjectManager()
    async accountIdsForWork(@MedusaContext() context: SqlContext = {}): Promise<string[]> {
      const rows = await sql<{ id: string }>(
        context,
        `select id from ${ACCOUNT_TABLE} where deleted_at is null and id <> ? and sales_channel_id is not null order by created_at`,
        [FIRST_ACCOUNT_ID]
      )
      return [FIRST_ACCOUNT_ID, ...rows.map((row) => row.id)]
    }

    /** Every account's settings, the first account first (it exists before its first save), then by creation. */
    async listAccountSettings(): Promise<SettingsSnapshot[]> {
      const rows = (await this.listAccounts({}, { order: { created_at: "ASC" } })) as StoredSettings[]
      const first = rows.find((row) => row.id === FIRST_ACCOUNT_ID)
      return [first, ...rows.filter((row) => row !== first)].map((row) => settingsSnapshotOf(row))
    }

    /**
     * The same for a task: the row is read again only when it was written since this instance
     * last read it, by a save here or on another instance (one statement asks its version). So a
     * task that starts after a save runs with it: a worker that read the settings a moment before
     * the merchant connected, or changed a price rule, never runs the tasks that save queued (a
     * product created just after, a resend) with what was there before.
     */
    async getSettingsForTask(accountId: string = FIRST_ACCOUNT_ID): Promise<SettingsSnapshot> {
      const version = await this.rowVersion(accountId)
      const read = this.tasksRead_.get(accountId)
      const hung = read?.started !== undefined && Date.now() - read.started > PENDING_READ_SHARED_MS
      if (read && read.version === version && !hung) return read.settings
      // Read after the version: what it holds is that write's or a later one's (a later one is read again next time).
      const fresh: TasksRead = { version, started: Date.now(), settings: this.getSettings(accountId) }
      this.tasksRead_.set(accountId, fresh)
      fresh.settings.then(
        () => void (fresh.started = undefined),
        // A failed read is not kept: the next task reads again.
        () => void (this.tasksRead_.get(accountId) === fresh && this.tasksRead_.delete(accountId))
      )
      return fresh.settings
    }

    /**
     * An account row's version: its `xmin`, which every committed write changes (a save here or
     * on another instance, a migration, a fix by hand), null before the first save. One statement by id.
     */
    @InjectManager()
    protected async rowVersion(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<string | null> {
      const [row] = await sql<{ version: string }>(
        context,
        `select xmin::text as version from ${ACCOUNT_TABLE} where id = ? and deleted_at is null`,
        [accountId]
      )
      return row?.version ?? null
    }

    /** The sync settings alone, for a run that needs nothing else (one read). */
    async getSyncSettings(accountId: string = FIRST_ACCOUNT_ID): Promise<SyncSettings> {
      return (await this.getSettings(accountId)).sync
    }

    /**
     * The snapshot's account's shared client for its connection and in-flight limit
     * (lib/client-cache.ts: one per account, built once, its session kept, rebuilt when they
     * change); null while the connection is incomplete. Throws (INVALID_DATA) when a stored secret
     * no longer decrypts. Reads nothing.
     */
    async clientFor(settings: SettingsSnapshot): Promise<ExchangeClient | null> {
      return this.clients.for(settings.account.id, this.credentialsOf(settings), settings.sync.max_requests_in_flight)
    }

    /**
     * For the admin's live checks, from one read of the settings: the live client (5 s, one try;
     * lib/client-cache.ts), the addresses its answers are worded with, and the settings read; null
     * while the connection is incomplete or a secret no longer decrypts.
     */
    async getLiveCheck(
      accountId: string = FIRST_ACCOUNT_ID
    ): Promise<{ client: ExchangeClient; credentials: ConnectionCredentials; settings: SettingsSnapshot } | null> {
      const settings = await this.getSettings(accountId)
      const credentials = (() => {
        try {
          return this.credentialsOf(settings)
        } catch {
          return null
        }
      })()
      return credentials && { client: this.clients.liveFor(settings.account.id, credentials)!, credentials, settings }
    }

    /**
     * For testing the values typed in the form, unsaved (the save's rules apply: a secret never
     * follows an address to another host): the credentials as they would be after saving `input`
     * and a live client of their own (lib/client-cache.ts liveClientFor), which the caller closes;
     * or, while some are missing, what the merchant still has to enter.
     */
    async getLiveCheckWith(
      input: ConnectionSettingsInput,
      accountId: string = FIRST_ACCOUNT_ID
    ): Promise<{ client: ExchangeClient; credentials: ConnectionCredentials } | { missing: ConnectionField[] }> {
      const stored = await this.loadAccount(accountId)
      const changes = this.changesFor(() => settingsChanges(input, this.key, stored, this.optionsFor(accountId)))
      const merged = settingsSnapshotOf({ id: accountId, updated_at: new Date(), ...(stored ?? {}), ...changes } as StoredSettings)
      const credentials = this.credentialsOf(merged)
      if (!credentials) return { missing: missingConnectionFieldKeys(await this.connectionView(merged)) }
      return { client: liveClientFor(credentials), credentials }
    }

    /** A snapshot's connection as the admin sees it (secrets only as set or not; plugin options as pre-fill). */
    async connectionView(settings: SettingsSnapshot): Promise<ConnectionSettingsView> {
      return settingsView(settings.connection ?? undefined, this.optionsFor(settings.account.id))
    }

    /**
     * Saves what the merchant sent for an account (the first without one): its name and site,
     * connection and sync settings, in one statement on its row, never the run state (the jobs'
     * row): omitted fields stay, null clears, secrets are encrypted. A channel or name another
     * account has is refused (409). Answers the settings before and after: one read, and the row
     * the write answered.
     */
    @InjectManager()
    async saveSettings(
      input: AccountSettingsInput,
      accountId: string = FIRST_ACCOUNT_ID,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ before: SettingsSnapshot; after: SettingsSnapshot }> {
      const stored = await this.loadAccount(accountId)
      const changes = this.changesFor(() => ({
        ...settingsChanges(input.connection ?? {}, this.key, stored, this.optionsFor(accountId)),
        ...syncSettingsChanges(input.sync ?? {}),
        ...identityChanges(input.account),
      }))
      let after = stored
      // The write changes the row's version: the next task on every instance reads it (getSettingsForTask).
      if (Object.keys(changes).length || !stored) {
        await this.refuseTakenIdentity(accountId, changes, context)
        after = await this.writeAccount(context, accountId, changes)
      }
      return { before: settingsSnapshotOf(stored), after: settingsSnapshotOf(after) }
    }

    /**
     * A new account, with its name (required), site, connection and sync settings as sent; its
     * channel and name must be no other account's (409). Answers its settings.
     */
    @InjectManager()
    async createAccount(
      input: AccountSettingsInput & { account: AccountIdentityInput & { name: string } },
      @MedusaContext() context: SqlContext = {}
    ): Promise<SettingsSnapshot> {
      const changes = this.changesFor(() => ({
        // A new account takes nothing from the plugin options (optionsFor): they are the first account's.
        ...settingsChanges(input.connection ?? {}, this.key, undefined, {}),
        ...syncSettingsChanges(input.sync ?? {}),
        ...identityChanges(input.account),
      }))
      const id = generateEntityId(undefined, "mxacc")
      await this.refuseTakenIdentity(id, changes, context)
      return settingsSnapshotOf(await this.writeAccount(context, id, changes))
    }

    /**
     * Forgets an account and every record of it, in one transaction: its products' sync states and
     * listings, the grid's rows, its order ledger, catalog mappings, tasks, scans, activity, alerts and
     * run state; another account's records are untouched. What the service holds is the caller's to
     * end first (the remove-account workflow). Answers how many records went, by table.
     */
    @InjectTransactionManager()
    async forgetAccount(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<Record<string, number>> {
      const [row] = await sql<{ id: string }>(context, `select id from ${ACCOUNT_TABLE} where id = ? and deleted_at is null for update`, [
        accountId,
      ])
      if (!row) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.account.unknown", { id: accountId })
      const forgotten: Record<string, number> = {}
      const scans = `select id from marketplace_exchange_account_scan where account_id = ?`
      forgotten.account_scan_item = (
        await sql(context, `delete from marketplace_exchange_account_scan_item where scan_id in (${scans}) returning id`, [accountId])
      ).length
      for (const table of ACCOUNT_RECORD_TABLES)
        forgotten[table] = (
          await sql(context, `delete from marketplace_exchange_${table} where account_id = ? returning id`, [accountId])
        ).length
      await sql(context, `delete from ${ACCOUNT_TABLE} where id = ?`, [accountId])
      // This instance's clients and reads of it go now; another instance's go with its next read (a 404).
      this.clients.forget(accountId)
      this.tasksRead_.delete(accountId)
      return forgotten
    }

    /** Writes an account's row; a channel or name taken meanwhile by another account's save is the same 409 as one found before. */
    private async writeAccount(context: SqlContext, accountId: string, changes: Partial<StoredSettings>): Promise<StoredSettings> {
      try {
        return await upsertRow<StoredSettings>(context, ACCOUNT_TABLE, accountId, changes, JSON_COLUMNS)
      } catch (error) {
        if (/_(sales_channel_id|name)_unique/.test(String((error as Error)?.message)))
          await this.refuseTakenIdentity(accountId, changes, context)
        throw error
      }
    }

    /**
     * Refuses (409) a channel or a name that another account has: each channel sells through one
     * account, and a name tells accounts apart.
     */
    private async refuseTakenIdentity(accountId: string, changes: Partial<StoredSettings>, context: SqlContext): Promise<void> {
      const channel = changes.sales_channel_id
      if (channel) {
        const [other] = await sql<{ name: string }>(
          context,
          `select name from ${ACCOUNT_TABLE} where sales_channel_id = ? and id <> ? and deleted_at is null limit 1`,
          [channel, accountId]
        )
        if (other) throw refusal(MedusaError.Types.CONFLICT, "refusal.account.channel_taken", { channel, account: other.name })
      }
      const name = changes.name
      if (name) {
        const [other] = await sql<{ name: string }>(
          context,
          `select name from ${ACCOUNT_TABLE} where lower(name) = lower(?) and id <> ? and deleted_at is null limit 1`,
          [name, accountId]
        )
        if (other) throw refusal(MedusaError.Types.CONFLICT, "refusal.account.name_taken", { name: other.name })
      }
    }

    /**
     * A snapshot's credentials, decrypted (stored values first, plugin options as fallback); null
     * while any is missing; throws when a secret was written with another key.
     */
    credentialsOf(settings: SettingsSnapshot): ConnectionCredentials | null {
      return credentialsOf(settings.connection ?? undefined, this.optionsFor(settings.account.id), revealWith(this.key))
    }

    /**
     * The plugin options as an account's pre-fill: the first account's alone. They configured the
     * store's one account; another account taking their address or secrets would sell under the
     * first account's login.
     */
    private optionsFor(accountId: string) {
      return accountId === FIRST_ACCOUNT_ID ? this.options_ : {}
    }

    /** The row changes for what the merchant sent; a value the rules refuse is the request's fault (INVALID_DATA). */
    private changesFor(build: () => Partial<StoredSettings>): Partial<StoredSettings> {
      try {
        return build()
      } catch (error) {
        if (error instanceof InvalidSettingError)
          throw withWords(new MedusaError(MedusaError.Types.INVALID_DATA, error.message), error.words)
        throw error
      }
    }
  }
  return Settings
}
