import { ExchangeClient } from "../../../client"
import type { ConnectionCredentials } from "./connection-settings"

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
 * One client per instance for the current credentials, built once and rebuilt when they change,
 * so its session and connection pool are shared by every sync, job and admin route.
 */
export class ExchangeClientCache {
  private entry?: { fingerprint: string; client: ExchangeClient }

  constructor(private readonly timeoutMs?: number) {}

  /** The client for these credentials; null while they are incomplete. */
  for(credentials: ConnectionCredentials | null): ExchangeClient | null {
    if (!credentials) return null
    const fingerprint = JSON.stringify(credentials)
    if (this.entry?.fingerprint !== fingerprint) {
      void this.entry?.client.close()
      this.entry = { fingerprint, client: new ExchangeClient({ ...credentials, ...CLIENT_IDENTITY, timeoutMs: this.timeoutMs }) }
    }
    return this.entry.client
  }

  /** The client built last, without looking at the settings again; null when none was built. */
  get current(): ExchangeClient | null {
    return this.entry?.client ?? null
  }
}
