import { ExchangeClient } from "../../../client"
import type { WriteObserver } from "../../../client/core"
import { ConnectionCredentials, LIVE_DEADLINE_MS } from "./connection-settings"

/** The installed version of a package, or null when it cannot be read (a store that bundles differently). */
function installedVersion(name: string): string | null {
  try {
    return require(`${name}/package.json`).version ?? null
  } catch {
    return null
  }
}

/**
 * Sent on login and every request (spec 5.1 rule 2, A1) so the service's support knows who
 * calls: the store's Medusa with its version, and this plugin's version, both as installed.
 */
export const CLIENT_IDENTITY = {
  vendor: `Medusa ${installedVersion("@medusajs/medusa") ?? installedVersion("@medusajs/framework") ?? "2"}`,
  version: require("../../../../package.json").version as string,
}

/**
 * A client for live checks from admin screens: one try per call within the deadline, few
 * connections, so a hanging service never ties up the queue's pool nor a screen for long.
 */
export function liveClientFor(credentials: ConnectionCredentials, onWrite?: WriteObserver): ExchangeClient {
  return new ExchangeClient({
    ...credentials,
    onWrite,
    ...CLIENT_IDENTITY,
    timeoutMs: LIVE_DEADLINE_MS,
    maxConcurrency: 2,
    retry: { maxAttempts: 1 },
  })
}

type Entry = { fingerprint: string; client: ExchangeClient }

/**
 * One client per account and instance for that account's current credentials, built once and
 * rebuilt when they change, so its session and connection pool are shared by every sync, job and
 * admin route of the account; and one live client per account (see liveClientFor) for the admin's
 * live checks, with a session of its own. The service's session and its limits are per account:
 * each account has its own session and in-flight budget, so one account's outage or backlog
 * never takes another's requests.
 */
export class ExchangeClientCache {
  private readonly entries = new Map<string, Entry>()
  private readonly liveEntries = new Map<string, Entry>()

  constructor(
    private readonly timeoutMs?: number,
    /** Told of every write either client makes (the activity log). */
    private readonly onWrite?: WriteObserver
  ) {}

  /**
   * The account's client for these credentials, with at most `maxInFlight` requests at the service
   * at once for everything this instance runs for that account; null while the credentials are incomplete.
   */
  for(accountId: string, credentials: ConnectionCredentials | null, maxInFlight: number): ExchangeClient | null {
    if (!credentials) return null
    const entry = reuseOrBuild(
      this.entries.get(accountId),
      { ...credentials, maxInFlight },
      () =>
        new ExchangeClient({
          ...credentials,
          ...CLIENT_IDENTITY,
          timeoutMs: this.timeoutMs,
          maxConcurrency: maxInFlight,
          onWrite: this.onWrite,
        })
    )
    this.entries.set(accountId, entry)
    return entry.client
  }

  /** The account's live-check client for these credentials; null while they are incomplete. */
  liveFor(accountId: string, credentials: ConnectionCredentials | null): ExchangeClient | null {
    if (!credentials) return null
    const entry = reuseOrBuild(this.liveEntries.get(accountId), credentials, () => liveClientFor(credentials, this.onWrite))
    this.liveEntries.set(accountId, entry)
    return entry.client
  }

  /** A removed account's clients are closed once the tasks still holding them are through. */
  forget(accountId: string): void {
    for (const entries of [this.entries, this.liveEntries]) {
      const entry = entries.get(accountId)
      if (entry) retire(entry.client)
      entries.delete(accountId)
    }
  }
}

/**
 * A replaced client is closed once the tasks still holding it are through (a step keeps its
 * client for its requests): closing at once would fail their next request for nothing.
 */
const RETIRE_AFTER_MS = 2 * 60_000

function retire(client: ExchangeClient) {
  setTimeout(() => void client.close().catch(() => undefined), RETIRE_AFTER_MS).unref?.()
}

/** The entry while the credentials are the same; a new one (the old client closed) when they changed. */
function reuseOrBuild(
  entry: Entry | undefined,
  credentials: ConnectionCredentials & { maxInFlight?: number },
  build: () => ExchangeClient
): Entry {
  const fingerprint = JSON.stringify(credentials)
  if (entry?.fingerprint === fingerprint) return entry
  if (entry) retire(entry.client)
  return { fingerprint, client: build() }
}
