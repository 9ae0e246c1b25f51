import fs from "fs"
import path from "path"

/** A process's share of the machine, as a container's CPU limit sets it. */
export type CpuBudget = { name: string; cores: number; add(pid: number): void; remove(): Promise<void> }

const V1 = "/sys/fs/cgroup/cpu"
const V2 = "/sys/fs/cgroup"
const PERIOD_US = 100_000

/**
 * A cgroup of its own with a CPU quota of `cores` (cgroup v1's `cpu` controller, else v2's `cpu.max`).
 * On a machine with fewer cores than processes, giving each store process the same budget measures
 * what a second worker buys on a share of its own (as two containers with a CPU limit each): without
 * it, the second process takes its CPU from the first, the database and the sandbox. Answers why
 * where the machine does not let this process make one (not root, no cgroup file system).
 */
export function cpuBudget(name: string, cores: number): CpuBudget | { unavailable: string } {
  const quota = Math.round(cores * PERIOD_US)
  const v1 = fs.existsSync(path.join(V1, "cpu.cfs_quota_us"))
  if (!v1 && !fs.existsSync(path.join(V2, "cgroup.controllers"))) return { unavailable: "no cgroup file system at /sys/fs/cgroup" }
  const dir = path.join(v1 ? V1 : V2, name)
  try {
    fs.mkdirSync(dir, { recursive: true })
    if (v1) {
      fs.writeFileSync(path.join(dir, "cpu.cfs_period_us"), String(PERIOD_US))
      fs.writeFileSync(path.join(dir, "cpu.cfs_quota_us"), String(quota))
    } else fs.writeFileSync(path.join(dir, "cpu.max"), `${quota} ${PERIOD_US}`)
  } catch (error) {
    // A cgroup's directory goes with rmdir, control files and all, while no process is in it.
    if (fs.existsSync(dir)) fs.rmdirSync(dir)
    return { unavailable: `cannot make a cgroup with a CPU quota (${(error as Error).message})` }
  }
  return {
    name,
    cores,
    // cgroup.procs moves every thread of the process; what it starts later stays in the group.
    add: (pid) => fs.writeFileSync(path.join(dir, "cgroup.procs"), String(pid)),
    // A killed process leaves the group a moment after its parent saw it exit: try for a few seconds.
    remove: async () => {
      for (let tries = 0; fs.existsSync(dir); tries++) {
        try {
          fs.rmdirSync(dir)
        } catch (error) {
          if (tries === 50) return console.warn(`The cgroup ${dir} is left behind (${(error as Error).message}).`)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    },
  }
}
