import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { drainInSlot, scheduleDrain } from "../drain"
import { QUEUE_READY_EVENT } from "../worker-mode"

/**
 * A scheduled job runs as a workflow step, and its container resolved a new module service
 * object each minute: the drain's slot must still be one per process, so the job waits for the
 * drain an event started instead of running a second one beside it.
 */
function fakeApp(workerMode: "shared" | "worker" | "server" = "shared") {
  const seen = { claims: 0, concurrentClaims: 0, mostConcurrentClaims: 0, events: [] as string[] }
  let release: () => void = () => undefined
  const blocked = new Promise<void>((resolve) => (release = resolve))
  const newService = () => ({
    listAccountSettings: async () => [{ account: { id: "mxcon_default" }, sync: { max_requests_in_flight: 1 } }],
    claimTasks: async () => {
      seen.claims++
      seen.concurrentClaims++
      seen.mostConcurrentClaims = Math.max(seen.mostConcurrentClaims, seen.concurrentClaims)
      await blocked
      seen.concurrentClaims--
      return []
    },
    nextTaskDueAt: async () => null,
    nextDeadWorkerTaskFreeAt: async () => null,
  })
  const container = () =>
    ({
      resolve: (key: string) => {
        if (key === MARKETPLACE_EXCHANGE_MODULE) return newService()
        if (key === "logger") return { error: () => undefined, warn: () => undefined }
        if (key === ContainerRegistrationKeys.CONFIG_MODULE) return { projectConfig: { workerMode } }
        if (key === Modules.EVENT_BUS) return { emit: async (message: { name: string }) => void seen.events.push(message.name) }
        throw new Error(`unexpected ${key}`)
      },
    }) as unknown as MedusaContainer
  return { seen, release, container }
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the drain slot", () => {
  it("is one per process: the job waits for the drain an event started, whatever its container resolves", async () => {
    const app = fakeApp()
    scheduleDrain(app.container(), 0)
    await tick(20)
    // The event's drain is in its claim, held there.
    expect(app.seen.concurrentClaims).toBe(1)
    const job = drainInSlot(app.container(), { budgetMs: 1000 })
    const secondJob = drainInSlot(app.container(), { budgetMs: 1000 })
    await tick(20)
    expect(app.seen.mostConcurrentClaims).toBe(1)
    app.release()
    await Promise.all([job, secondJob])
    expect(app.seen.mostConcurrentClaims).toBe(1)
    expect(app.seen.claims).toBe(1)
    expect(app.seen.concurrentClaims).toBe(0)
  })

  it("runs again once the running drain ends when work came meanwhile", async () => {
    const app = fakeApp()
    scheduleDrain(app.container(), 0)
    await tick(20)
    expect(app.seen.concurrentClaims).toBe(1)
    // Work arrives while the drain is in its claim: no second drain beside it...
    scheduleDrain(app.container(), 0)
    await tick(20)
    expect(app.seen.claims).toBe(1)
    // ...but one right after it: the first drain's claim may have missed that work.
    app.release()
    await tick(50)
    expect(app.seen.claims).toBe(2)
    expect(app.seen.mostConcurrentClaims).toBe(1)
  })

  it("starts the next drain at once when one stopped for its time budget (a long Sync all loses no time)", async () => {
    const app = fakeApp()
    app.release()
    await drainInSlot(app.container(), { budgetMs: 0 })
    expect(app.seen.claims).toBe(0)
    await tick(30)
    expect(app.seen.claims).toBe(1)
  })

  it("drains nothing on a server-only process: it tells the workers through the event bus", async () => {
    const app = fakeApp("server")
    app.release()
    scheduleDrain(app.container(), 0)
    await tick(30)
    expect(app.seen.claims).toBe(0)
    expect(app.seen.events).toEqual([QUEUE_READY_EVENT])
  })
})
