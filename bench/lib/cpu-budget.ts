import fs from "fs"
import path from "path"

/** A process group's share of the machine, as a container's CPU limit sets it. */
export type CpuBudget = { name: string; cores: number; add(pid: number): void; lift(): void; remove(): Promise<void> }

const V1 = "/sys/fs/cgroup/cpu"
const V2 = "/sys/fs/cgroup"
const PERIOD_US = 100_000

/**
 * A cgroup of its own with a CPU quota of `cores` (cgroup v1's `cpu` controller, else v2's `cpu.max`).
 * On a machine with fewer cores than processes, giving each store process the same budget measures
 * what a second worker buys on a core of its own (as two containers with a CPU limit each): without
 * it, the second process takes its CPU from the first, the database and the sandbox. Answers why
 * where the machine does not let this process make one (not root, no cgroup file system).
 */
export function cpuBudget(name: string, cores: number): CpuBudget | { unavailable: string } {
  const quota = String(Math.round(cores * PERIOD_US))
  try {
    if (fs.existsSync(path.join(V1, "cpu.cfs_quota_us"))) {
      const dir = path.join(V1, name)
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, "cpu.cfs_period_us"), String(PERIOD_US))
      fs.writeFileSync(path.join(dir, "cpu.cfs_quota_us"), quota)
      return budgetIn(dir, name, cores, () => fs.writeFileSync(path.join(dir, "cpu.cfs_quota_us"), "-1"))
    }
    if (fs.existsSync(path.join(V2, "cgroup.controllers"))) {
      const dir = path.join(V2, name)
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, "cpu.max"), `${quota} ${PERIOD_US}`)
      return budgetIn(dir, name, cores, () => fs.writeFileSync(path.join(dir, "cpu.max"), `max ${PERIOD_US}`))
    }
    return { unavailable: "no cgroup file system at /sys/fs/cgroup" }
  } catch (error) {
    return { unavailable: `cannot make a cgroup (${(error as Error).message})` }
  }
}

function budgetIn(dir: string, name: string, cores: number, lift: () => void): CpuBudget {
  return {
    name,
    cores,
    lift,
    // cgroup.procs moves every thread of the process; what it starts later stays in the group.
    add: (pid) => fs.writeFileSync(path.join(dir, "cgroup.procs"), String(pid)),
    // A killed process leaves the group a moment after its parent saw it exit: try for a few seconds.
    remove: async () => {
      for (let tries = 0; tries < 50 && fs.existsSync(dir); tries++) {
        try {
          fs.rmdirSync(dir)
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    },
  }
}
