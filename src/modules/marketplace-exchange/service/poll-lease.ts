import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ImportRunState, importRunStateChanges, RUN_STATE_ID } from "../lib/import-run-state"
import {
  CLAIM_POLL_LEASE_SQL,
  CURRENT_POLL_LEASE_SQL,
  POLL_DUE_SLACK_MS,
  POLL_LEASE_MS,
  releasePollLeaseSql,
  RENEW_POLL_LEASE_SQL,
} from "../lib/poll-lease"
import { connectionKey, SettingsSnapshot } from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

/** The order poll's lease on the run-state row (lib/poll-lease.ts): at most one process of the store polls at a time. */
export const WithPollLease = <T extends Constructor<ServiceBase>>(Base: T) => {
  class PollLease extends Base {
    /**
     * Takes the lease when a poll is due and nobody holds it: answers the poll's start (the
     * database's time), else null. Due counts from the interval of the settings the poll read
     * (`intervalSeconds`), or the backoff; `force` (Import now) only needs it free.
     */
    @InjectManager()
    async claimPollLease(
      owner: string,
      options: { force: true } | { force?: false; intervalSeconds: number },
      @MedusaContext() context: SqlContext = {}
    ): Promise<Date | null> {
      const [row] = options.force
        ? await sql<{ last_poll_at: Date }>(context, CLAIM_POLL_LEASE_SQL.force, [RUN_STATE_ID, owner, POLL_LEASE_MS])
        : await sql<{ last_poll_at: Date }>(context, CLAIM_POLL_LEASE_SQL.due, [
            RUN_STATE_ID,
            owner,
            POLL_LEASE_MS,
            options.intervalSeconds,
            POLL_DUE_SLACK_MS,
          ])
      return row ? new Date(row.last_poll_at) : null
    }

    /** The holder's heartbeat: false when the lease is no longer its own (it ran out and another process took it). */
    @InjectManager()
    async renewPollLease(owner: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      return (await sql(context, RENEW_POLL_LEASE_SQL, [POLL_LEASE_MS, RUN_STATE_ID, owner])).length > 0
    }

    /**
     * Gives the lease back with the poll's outcome (only the holder's release counts): failures in
     * a row and, while backing off, when the next poll is due (null: the normal interval);
     * `orderFilter` is how the poll asked (A31), kept with the connection of the settings it asked
     * with (`askedWith`), for the health view; an idle poll's import state (`run`) rides on the same statement.
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
    ): Promise<void> {
      const { orderFilter, askedWith, run } = outcome
      const asked = orderFilter && askedWith ? { form: orderFilter, connection: connectionKey(askedWith.connection) } : undefined
      const changes = Object.entries(run ? importRunStateChanges(run) : {}).filter(([, value]) => value !== undefined)
      await sql(context, releasePollLeaseSql(changes.map(([column]) => column)), [
        outcome.pollFailures,
        outcome.nextPollAt,
        asked ? JSON.stringify(asked.form) : null,
        asked?.connection ?? null,
        ...changes.map(([, value]) => value),
        RUN_STATE_ID,
        owner,
      ])
    }

    /** Who polls right now and since when (the health view and Import now), or null. */
    @InjectManager()
    async currentPollLease(@MedusaContext() context: SqlContext = {}): Promise<{ owner: string; since: Date } | null> {
      const [row] = await sql<{ poll_lease_owner: string; last_poll_at: Date }>(context, CURRENT_POLL_LEASE_SQL, [RUN_STATE_ID])
      return row ? { owner: row.poll_lease_owner, since: new Date(row.last_poll_at) } : null
    }
  }
  return PollLease
}
