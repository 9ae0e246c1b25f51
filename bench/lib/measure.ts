import { execFileSync } from "child_process"
import fs from "fs"

/** Resident memory of a process in MB: /proc on Linux, `ps` elsewhere. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
  } catch {
    return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024
  }
}

/** Samples a process's resident memory every 200 ms; `stop()` answers the peak and where it started. */
export function watchRss(pid: number): { stop(): { startMb: number; peakMb: number } } {
  const startMb = rssMb(pid)
  let peakMb = startMb
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid))
    } catch {
      // the process ended; the peak so far stands
    }
  }, 200)
  return {
    stop() {
      clearInterval(timer)
      return { startMb, peakMb: Math.max(peakMb, rssMb(pid)) }
    },
  }
}

/** Polls until `check` answers something truthy; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false | null>,
  timeoutMs: number,
  what: string,
  everyMs = 250
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** One line of a report, and whether it is within its bound. */
export function verdict(label: string, value: string, ok: boolean, bound: string): boolean {
  console.log(`${label.padEnd(34)} ${value.padEnd(28)} ${ok ? "ok" : "OVER"} (bound: ${bound})`)
  return ok
}

/** The sandbox's connection for a store process (its plugin options). */
export function connectionEnv(sandboxUrl: string): Record<string, string> {
  return {
    MARKETPLACE_EXCHANGE_BASE_URL: sandboxUrl,
    MARKETPLACE_EXCHANGE_AUTH_URL: sandboxUrl,
    MARKETPLACE_EXCHANGE_USER_NAME: "demo",
    MARKETPLACE_EXCHANGE_PASSWORD: "demo",
    MARKETPLACE_EXCHANGE_SUBSCRIPTION_TOKEN: "demo-token",
  }
}

/** CPU time (user + system) a process has used so far, in seconds; 0 where /proc is missing. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The machine's busy and total CPU time so far (all cores, in clock ticks); zeros where /proc is missing. */
export function machineCpu(): { busy: number; total: number } {
  try {
    const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/)
    const values = ticks.map(Number)
    const total = values.reduce((a, b) => a + b, 0)
    // idle and iowait are the 4th and 5th values.
    return { busy: total - values[3] - values[4], total }
  } catch {
    return { busy: 0, total: 0 }
  }
}
