import os from "os"
import { HEARTBEAT_MS } from "./sql"

/** Whether a process of this host still runs: signal 0 tests for it without touching it (EPERM: it runs as another user). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Of the processes holding running tasks (`host:pid`, worker-id.ts), those of this host
 * that no longer run. Another host's processes cannot be checked from here: their tasks wait
 * for the lease. A reused pid reads as alive, which only means waiting for the lease too.
 */
export function deadLocalWorkers(holders: string[], host = os.hostname(), selfPid = process.pid, runs = processRuns): string[] {
  return holders.filter((holder) => {
    const at = holder.lastIndexOf(":")
    if (at < 0 || holder.slice(0, at) !== host) return false
    const pid = Number(holder.slice(at + 1))
    return Number.isInteger(pid) && pid > 0 && pid !== selfPid && !runs(pid)
  })
}

/**
 * Two missed heartbeats: only then is a task of a gone process taken. A live holder renews every
 * HEARTBEAT_MS, so even a process this host cannot see (a container with the same host name and
 * its own process ids) is never taken for dead while it works.
 */
export const MISSED_HEARTBEATS_MS = 2 * HEARTBEAT_MS + 5_000
