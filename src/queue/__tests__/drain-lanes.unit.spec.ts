import type { MedusaContainer } from "@medusajs/framework/types"
import type { ClaimedTask, TaskKind } from "../../modules/marketplace-exchange/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { drainSyncQueue } from "../drain"
import { registerTaskKind } from "../task-kind-registry"

const task = (account_id: string, entity_id: string): ClaimedTask => ({
  id: `t-${account_id}-${entity_id}`,
  kind: "listing_sweep" as TaskKind,
  account_id,
  entity_id,
  attempts: 1,
  batch_id: null,
  payload: null,
})

/**
 * A module service with two accounts, each with a budget of one request in flight (a lane of 3
 * tasks): the outlet's service hangs, so its tasks never end until released; the first account's
 * work waits behind nothing of the outlet's.
 */
function twoAccounts(waiting: Record<string, ClaimedTask[]>) {
  const claims: Array<{ accountId?: string; limit: number }> = []
  const done: string[] = []
  const service = {
    listAccountSettings: async () => [
      { account: { id: "first" }, sync: { max_requests_in_flight: 1 } },
      { account: { id: "outlet" }, sync: { max_requests_in_flight: 1 } },
    ],
    claimTasks: async (limit: number, options: { accountId?: string }) => {
      claims.push({ accountId: options.accountId, limit })
      return (waiting[options.accountId ?? ""] ?? []).splice(0, limit)
    },
    heartbeatTask: async () => true,
    withActivitySubject: (_subject: unknown, run: () => Promise<unknown>) => run(),
    completeTask: async (claimed: ClaimedTask) => void done.push(claimed.id),
    failTask: async () => "retry",
    nextTaskDueAt: async () => null,
    nextDeadWorkerTaskFreeAt: async () => null,
  }
  const container = {
    resolve: (key: string) => {
      if (key === MARKETPLACE_EXCHANGE_MODULE) return service
      if (key === "logger") return { error: () => undefined, warn: () => undefined }
      throw new Error(`unexpected ${key}`)
    },
  } as unknown as MedusaContainer
  return { container, claims, done }
}

describe("the drain's lanes, one per account", () => {
  it("claims each account's tasks up to its own budget, so a hanging account's backlog never holds another's work", async () => {
    let release!: () => void
    const hanging = new Promise<void>((resolve) => (release = resolve))
    registerTaskKind("listing_sweep", {
      subject: () => ({}),
      run: async (_container, claimed) => {
        if (claimed.account_id === "outlet") await hanging
        return null
      },
    })
    const outletBacklog = Array.from({ length: 10 }, (_, i) => task("outlet", `p${i}`))
    const app = twoAccounts({ first: [task("first", "stock")], outlet: outletBacklog })
    const drained = drainSyncQueue(app.container, { budgetMs: 200 })
    // The first account's task ran while every place of the outlet's lane hung.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(app.done).toEqual(["t-first-stock"])
    // Three in progress, the outlet's whole lane; the rest of its backlog waits.
    expect(outletBacklog).toHaveLength(7)
    release()
    await drained
    expect(app.claims.every((c) => c.accountId === "first" || c.accountId === "outlet")).toBe(true)
  })
})
