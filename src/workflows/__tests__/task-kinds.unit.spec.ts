import { readdirSync, readFileSync } from "fs"
import { join } from "path"
import { TASK_KINDS } from "../../modules/marketplace-exchange/types"
import { neverRetry, retryAlways, retryOutages } from "../../queue/failure-policy"
import { registeredTaskKinds, taskKind } from "../../queue/task-kind-registry"

/** The flows' files that register task kinds, found as Medusa's workflow loader finds every file under src/workflows. */
const registrationFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === "__tests__"
        ? []
        : registrationFiles(join(dir, entry.name))
      : entry.name === "task-kinds.ts"
        ? [join(dir, entry.name)]
        : []
  )

describe("the flows' task kinds", () => {
  beforeAll(() => {
    for (const file of registrationFiles(join(__dirname, ".."))) require(file)
  })

  it("registers every kind the queue holds, each from its own flow, none from the queue", () => {
    expect(registeredTaskKinds().sort()).toEqual([...TASK_KINDS].sort())
    expect(registrationFiles(join(__dirname, "..", "..", "queue"))).toEqual([])
  })

  it("leaves the queue knowing no flow: no file of src/queue imports from src/workflows", () => {
    const queue = join(__dirname, "..", "..", "queue")
    const files = readdirSync(queue, { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name))
    expect(files.length).toBeGreaterThan(10)
    const importsOfFlows = files.filter((name) => /from "(\.\.\/)+workflows\//.test(readFileSync(join(queue, name), "utf8")))
    expect(importsOfFlows).toEqual([])
  })

  it("gives each kind the failure policy its work needs", () => {
    // An order's write-back is never given up on; a poll schedules its own next run.
    expect(taskKind("sales_order").failurePolicy).toBe(retryAlways)
    expect(taskKind("order_poll").failurePolicy).toBe(neverRetry)
    // Stock never gives up on an outage; a refusal is the merchant's to fix.
    for (const kind of ["product", "sync_all", "account_scan"] as const) expect(taskKind(kind).failurePolicy).toBe(retryOutages)
  })

  it("files a task's writes under its product or order", () => {
    const task = { id: "t", account_id: "mxcon_default", entity_id: "e", attempts: 1, batch_id: null, payload: null }
    expect(taskKind("product").subject({ ...task, kind: "product" })).toEqual({ productId: "e" })
    expect(taskKind("sales_order").subject({ ...task, kind: "sales_order" })).toEqual({ remoteOrderId: "e" })
  })
})
