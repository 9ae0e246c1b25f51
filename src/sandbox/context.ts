import type { SandboxClock } from "./clock"
import type { Faults } from "./faults"
import type { FeedForm } from "./http/versions"
import type { Marketplace } from "./marketplace"
import type { SessionRegistry } from "./sessions"
import type { EntityStore } from "./store"

export interface SandboxCredentials {
  user: string
  password: string
  token: string
}

export interface RequestLogEntry {
  method: string
  path: string
  status: number
  time: string
  /** The identifying headers the request carried (A1), so tests can see every call sends them. */
  vendor: string | null
  version: string | null
  /** What the simulated marketplace made of the request, when worth saying (A35: a listing without GTIN, MPN, Brand). */
  note?: string
  /**
   * On a request that came inside a `$batch` (A46): the batch's id (named in the note of the
   * `$batch` request's own entry, logged after its parts), the number of its top-level part, and
   * whether that part is a changeset that was rolled back, its answered changes undone.
   */
  batch?: { id: string; part: number; changeset: boolean; rolledBack?: boolean }
}

/**
 * Counts of service requests (control requests aside), never truncated like the log: how many
 * came, how many are being answered now and the most at once, so a test or benchmark can see
 * how a client spreads its work (`GET /_sandbox/traffic`; reset with the log).
 */
export interface Traffic {
  requests: number
  inFlight: number
  peakInFlight: number
}

/** What every handler of the sandbox works with: one account's (A60, `accounts.ts`), its clock and settings shared by all. */
export interface SandboxContext {
  store: EntityStore
  marketplace: Marketplace
  clock: SandboxClock
  sessions: SessionRegistry
  credentials: SandboxCredentials
  pageSize: number
  /** How answers with a collection are written (A21): as WCF does under 1.0, or (`v2`) in the 2.0 form where the request allows it. */
  feedForm: FeedForm
  faults: Faults
  requestLog: RequestLogEntry[]
  traffic: Traffic
  /** Writes the state to the `--data` file, if one was given. */
  persist(): void
}

/** An answer ready to be written. */
export interface SandboxResponse {
  status: number
  body?: string
  contentType?: string
  headers?: Record<string, string>
  /** Set on a create, so commit-then-drop faults know the request committed. */
  created?: boolean
  /** Goes into the request log (`RequestLogEntry.note`). */
  note?: string
}
