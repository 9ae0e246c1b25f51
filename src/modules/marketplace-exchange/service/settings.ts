import { InjectManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import type { ExchangeClient } from "../../../client"
import { ExchangeClientCache, liveClientFor } from "../lib/client-cache"
import { ConnectionCredentials, ConnectionSettingsInput, ConnectionSettingsView, InvalidSettingError } from "../lib/connection-settings"
import { resolveEncryptionKey } from "../lib/encryption-key"
import { upsertRow } from "../lib/row-upsert"
import {
  credentialsOf,
  missingConnectionFieldKeys,
  type ConnectionField,
  revealWith,
  SETTINGS_ID,
  settingsChanges,
  SettingsSnapshot,
  settingsSnapshotOf,
  settingsView,
  StoredSettings,
  syncSettingsChanges,
} from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import type { SyncSettings } from "../lib/settings-schema"
import type { WithActivity } from "./activity"
import type { Constructor, LayerOf } from "./base"
import { withWords } from "../../../messages/refusal"

/** The merchant's settings: one row, only the merchant's saves write it (what the jobs write is the run state's row). */
const SETTINGS_TABLE = "marketplace_exchange_connection_setting"
/** A task's read of the settings: the row's version it was read at, and while it runs, when it started. */
type TasksRead = { version: string | null; started?: number; settings: Promise<SettingsSnapshot> }
/** A task's read of the settings still running after this long is not waited for by later tasks: a hung read stalls no one after it. */
const PENDING_READ_SHARED_MS = 5000

/**
 * The merchant's settings (lib/settings-view.ts), read once per run as a snapshot, and
 * the clients built from them. Secrets are encrypted here, on the way in, and decrypted only for the client.
 */
export const WithSettings = <T extends Constructor<LayerOf<typeof WithActivity>>>(Base: T) => {
  class Settings extends Base {
    private key_?: Buffer
    /** The shared client and the live-check client (lib/client-cache.ts); their writes go to the activity log. */
    private readonly clients: ExchangeClientCache
    /**
     * The settings as tasks read them, kept while the row's version is the same; `started`
     * while the read runs (undefined once it settled). One value, so no map: the generic ShortLived
     * is the workflows' (workflows/shared/short-lived.ts), and a module imports nothing of theirs.
     */
    private tasksRead_?: TasksRead

    constructor(...args: any[]) {
      super(...args)
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

    /**
     * The merchant's settings in one read, as a run uses them (lib/settings-view.ts): a
     * run reads this once and passes it down, its steps build the client from it (`clientFor`).
     */
    async getSettings(): Promise<SettingsSnapshot> {
      return settingsSnapshotOf(await this.loadStored())
    }

    /**
     * The same for a task: the row is read again only when it was written since this instance
     * last read it, by a save here or on another instance (one statement asks its version). So a
     * task that starts after a save runs with it: a worker that read the settings a moment before
     * the merchant connected, or changed a price rule, never runs the tasks that save queued (a
     * product created just after, a resend) with what was there before.
     */
    async getSettingsForTask(): Promise<SettingsSnapshot> {
      const version = await this.rowVersion()
      const read = this.tasksRead_
      const hung = read?.started !== undefined && Date.now() - read.started > PENDING_READ_SHARED_MS
      if (read && read.version === version && !hung) return read.settings
      // Read after the version: what it holds is that write's or a later one's (a later one is read again next time).
      const fresh: TasksRead = { version, started: Date.now(), settings: this.getSettings() }
      this.tasksRead_ = fresh
      fresh.settings.then(
        () => void (fresh.started = undefined),
        // A failed read is not kept: the next task reads again.
        () => void (this.tasksRead_ === fresh && (this.tasksRead_ = undefined))
      )
      return fresh.settings
    }

    /**
     * The settings row's version: its `xmin`, which every committed write changes (a save here or
     * on another instance, a migration, a fix by hand), null before the first save. One statement by id.
     */
    @InjectManager()
    protected async rowVersion(@MedusaContext() context: SqlContext = {}): Promise<string | null> {
      const [row] = await sql<{ version: string }>(
        context,
        `select xmin::text as version from ${SETTINGS_TABLE} where id = ? and deleted_at is null`,
        [SETTINGS_ID]
      )
      return row?.version ?? null
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
      return this.clients.for(this.credentialsOf(settings), settings.sync.max_requests_in_flight)
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

    /**
     * For testing the values typed in the form, unsaved (the save's rules apply: a secret never
     * follows an address to another host): the credentials as they would be after saving `input`
     * and a live client of their own (lib/client-cache.ts liveClientFor), which the caller closes;
     * or, while some are missing, what the merchant still has to enter.
     */
    async getLiveCheckWith(
      input: ConnectionSettingsInput
    ): Promise<{ client: ExchangeClient; credentials: ConnectionCredentials } | { missing: ConnectionField[] }> {
      const stored = await this.loadStored()
      const changes = this.changesFor(() => settingsChanges(input, this.key, stored, this.options_))
      const merged = settingsSnapshotOf({ updated_at: new Date(), ...(stored ?? {}), ...changes } as StoredSettings)
      const credentials = this.credentialsOf(merged)
      if (!credentials) return { missing: missingConnectionFieldKeys(await this.connectionView(merged)) }
      return { client: liveClientFor(credentials), credentials }
    }

    /** A snapshot's connection as the admin sees it (secrets only as set or not; plugin options as pre-fill). */
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
      const changes = this.changesFor(() => ({
        ...settingsChanges(input.connection ?? {}, this.key, stored, this.options_),
        ...syncSettingsChanges(input.sync ?? {}),
      }))
      let after = stored
      // The write changes the row's version: the next task on every instance reads it (getSettingsForTask).
      if (Object.keys(changes).length || !stored)
        after = await upsertRow<StoredSettings>(context, SETTINGS_TABLE, SETTINGS_ID, changes, [
          "carrier_map",
          "price_rule",
          "specific_names",
          "gpsr_by_brand",
        ])
      return { before: settingsSnapshotOf(stored), after: settingsSnapshotOf(after) }
    }

    /** Saves the connection the admin sent (saveSettings); answers it as the admin sees it. */
    /**
     * A snapshot's credentials, decrypted (stored values first, plugin options as fallback); null
     * while any is missing; throws when a secret was written with another key.
     */
    credentialsOf(settings: SettingsSnapshot): ConnectionCredentials | null {
      return credentialsOf(settings.connection ?? undefined, this.options_, revealWith(this.key))
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
