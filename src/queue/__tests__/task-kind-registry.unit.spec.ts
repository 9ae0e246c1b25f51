import type { MedusaContainer } from "@medusajs/framework/types"
import type { ClaimedTask, TaskKind } from "../../modules/marketplace-exchange/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { drainSyncQueue } from "../drain"
import { retryAlways, retryOutages } from "../failure-policy"
import {
  countedKinds,
  limitedTaskKind,
  periodicTaskKinds,
  registerTaskKind,
  taskKind,
  UnregisteredTaskKindError,
} from "../task-kind-registry"

/** A claimed task of this kind, as the module answers a claim. */
const claimed = (kind: string, entity_id = "e1"): ClaimedTask =>
  ({ id: `t-${entity_id}`, kind: kind as TaskKind, entity_id, attempts: 1, batch_id: null, payload: null }) as ClaimedTask

/** A module service that hands out these tasks once and records how each ended. */
function fakeApp(tasks: ClaimedTask[]) {
  const claims: unknown[] = []
  const ended: Array<{ id: string; how: string; permanent?: boolean; maxAttempts?: number; outcome?: unknown }> = []
  const logged: string[] = []
  let handedOut = false
  const service = {
    listAccountSettings: async () => [{ account: { id: "mxcon_default" }, sync: { max_requests_in_flight: 4 } }],
    claimTasks: async (_limit: number, options: unknown) => {
      claims.push(options)
      return handedOut ? [] : ((handedOut = true), tasks)
    },
    heartbeatTask: async () => true,
    withActivitySubject: (_subject: unknown, run: () => Promise<unknown>) => run(),
    completeTask: async (task: ClaimedTask, outcome: unknown) => void ended.push({ id: task.id, how: "done", outcome }),
    failTask: async (task: ClaimedTask, _failure: unknown, permanent: boolean, maxAttempts?: number) => {
      ended.push({ id: task.id, how: "failed", permanent, maxAttempts })
      return permanent ? "failed" : "retry"
    },
    nextTaskDueAt: async () => null,
    nextDeadWorkerTaskFreeAt: async () => null,
  }
  const logger = { error: (line: string) => void logged.push(line), warn: (line: string) => void logged.push(line) }
  const container = {
    resolve: (key: string) => {
      if (key === MARKETPLACE_EXCHANGE_MODULE) return service
      if (key === "logger") return logger
      throw new Error(`unexpected ${key}`)
    },
  } as unknown as MedusaContainer
  return { container, ended, logged, claims }
}

describe("the task kind registry", () => {
  it("runs a task with the definition its flow registered, and fails it by that kind's policy", async () => {
    registerTaskKind("product", { subject: () => ({}), run: async () => "sent" })
    registerTaskKind("sales_order", {
      subject: () => ({}),
      run: async () => {
        throw new Error("the service refused it")
      },
      failurePolicy: retryAlways,
    })
    const app = fakeApp([claimed("product", "p1"), claimed("sales_order", "o1")])
    await drainSyncQueue(app.container, { budgetMs: 1000 })
    expect(app.ended).toEqual(
      expect.arrayContaining([
        { id: "t-p1", how: "done", outcome: "sent" },
        // A refusal, which the default policy keeps as failed: this kind's own policy retries it.
        { id: "t-o1", how: "failed", permanent: false, maxAttempts: Infinity },
      ])
    )
  })

  it("claims the kind a flow limited only as far as its runs at once allow, naming it for the claim's lane", async () => {
    registerTaskKind("sales_order", { subject: () => ({}), run: async () => "sent", atOnce: 2 })
    expect(limitedTaskKind()).toEqual({ kind: "sales_order", atOnce: 2 })
    const app = fakeApp([claimed("sales_order", "o1")])
    await drainSyncQueue(app.container, { budgetMs: 1000 })
    // Nothing of the kind runs yet: the first claim may take as many as it allows.
    expect(app.claims[0]).toEqual({ limited: { kind: "sales_order", allowance: 2 }, accountId: "mxcon_default" })
    expect(app.ended).toEqual([{ id: "t-o1", how: "done", outcome: "sent" }])
  })

  it("names the periodic kinds its flows registered so: what the queue's counts leave out", () => {
    registerTaskKind("order_poll", { subject: () => ({}), run: async () => null, periodic: true })
    registerTaskKind("listing_sweep", { subject: () => ({}), run: async () => null, periodic: true })
    registerTaskKind("product", { subject: () => ({}), run: async () => "sent" })
    expect(periodicTaskKinds().sort()).toEqual(["listing_sweep", "order_poll"])
  })

  it("names the kinds that start a batch (Sync all's own task): what the progress bar counts apart", () => {
    registerTaskKind("sync_all", { subject: () => ({}), run: async () => null, startsBatch: true })
    registerTaskKind("product", { subject: () => ({}), run: async () => "sent" })
    expect(countedKinds().batchStarters).toEqual(["sync_all"])
    expect(countedKinds().periodic).toEqual(periodicTaskKinds())
  })

  it("gives a kind that names no policy the default: outages retried, anything else kept as failed", () => {
    registerTaskKind("account_scan", { subject: () => ({}), run: async () => null })
    expect(taskKind("account_scan").failurePolicy).toBe(retryOutages)
  })

  it("keeps a task of a kind no flow registered in this process for later, never drops it", async () => {
    expect(() => taskKind("nobody_registered" as TaskKind)).toThrow(UnregisteredTaskKindError)
    const app = fakeApp([claimed("nobody_registered", "x1")])
    await drainSyncQueue(app.container, { budgetMs: 1000 })
    expect(app.ended).toEqual([{ id: "t-x1", how: "failed", permanent: false, maxAttempts: Infinity }])
    expect(app.logged.join("\n")).toMatch(/No flow registered the task kind "nobody_registered"/)
  })

  it("is one per process: a second copy of the registry's file sees what the first registered", () => {
    registerTaskKind("order_poll", { subject: () => ({}), run: async () => null })
    jest.isolateModules(() => {
      const again = require("../task-kind-registry") as typeof import("../task-kind-registry")
      expect(again.registeredTaskKinds()).toContain("order_poll")
    })
  })
})
