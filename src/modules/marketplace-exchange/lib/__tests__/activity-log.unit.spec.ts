import { activityScope } from "../activity-scope"
import { ActivityInput, ActivityLog } from "../activity-log"

const write = (startedAt = new Date("2026-11-23T10:00:00Z")) => ({
  method: "POST" as const,
  path: "ReviseInventoryStatus?productId=12L&stockAmount=0",
  ok: true,
  status: 200,
  startedAt,
  durationMs: 42,
})

describe("ActivityLog", () => {
  it("files a write under the product the running work is about, in one insert per batch", async () => {
    const batches: ActivityInput[][] = []
    const log = new ActivityLog(async (events) => batches.push(events))
    await activityScope.run({ productId: "prod_1" }, async () => {
      await Promise.resolve()
      log.recordWrite(write())
    })
    log.recordWrite({ ...write(), ok: false, kind: "validation", code: "3012", message: "Price too low", path: "Products(12L)" })
    await log.flush()
    expect(batches).toHaveLength(1)
    expect(batches[0][0]).toMatchObject({
      product_id: "prod_1",
      area: "product",
      action: "ReviseInventoryStatus",
      subject: "productId=12L, stockAmount=0",
      outcome: "ok",
      duration_ms: 42,
    })
    expect(batches[0][1]).toMatchObject({ product_id: null, area: "account", outcome: "refused", code: "3012", message: "Price too low" })
  })

  it("files order steps under the order, the remote id kept when Medusa's is not known yet", async () => {
    const batches: ActivityInput[][] = []
    const log = new ActivityLog(async (events) => batches.push(events))
    // How subjects nest (the module service's withActivitySubject) is service/__tests__/activity.unit.spec.ts's.
    await activityScope.run({ remoteOrderId: "77" }, async () => {
      log.record({ action: "order_claimed", outcome: "ok" })
      await activityScope.run({ remoteOrderId: "77", orderId: "order_1" }, async () =>
        log.record({ action: "order_created", outcome: "ok" })
      )
    })
    await log.flush()
    expect(batches[0].map((e) => [e.area, e.remote_order_id, e.order_id, e.action])).toEqual([
      ["order", "77", null, "order_claimed"],
      ["order", "77", "order_1", "order_created"],
    ])
  })

  it("never fails the work it records: a failed insert is reported and dropped", async () => {
    const warnings: string[] = []
    const log = new ActivityLog(
      async () => {
        throw new Error("database gone")
      },
      (m) => warnings.push(m)
    )
    log.recordWrite(write())
    await expect(log.flush()).resolves.toBeUndefined()
    expect(warnings[0]).toContain("1 activity events could not be written: database gone")
  })

  it("writes a full batch at once without waiting for the timer", async () => {
    const batches: ActivityInput[][] = []
    const log = new ActivityLog(async (events) => batches.push(events), undefined, 60_000, 3)
    for (let i = 0; i < 3; i++) log.recordWrite(write())
    await log.flush()
    expect(batches.map((b) => b.length)).toEqual([3])
  })
})
