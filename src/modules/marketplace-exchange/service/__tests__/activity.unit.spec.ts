import { ActivityInput, ActivityLog } from "../../lib/activity-log"
import { WithActivity } from "../activity"
import type { Constructor, ServiceBase } from "../base"

/** The activity layer alone, on a stand-in for MedusaService: withActivitySubject needs no database. */
const service = () => new (WithActivity(class {} as unknown as Constructor<ServiceBase>))({})

describe("the module service's withActivitySubject", () => {
  it("files steps under the subject merged into the one around it, whichever log records them", async () => {
    const batches: ActivityInput[][] = []
    const log = new ActivityLog(async (events) => batches.push(events))
    const [outer, inner] = [service(), service()]
    await outer.withActivitySubject({ remoteOrderId: "77" }, async () => {
      log.record({ action: "order_claimed", outcome: "ok" })
      await inner.withActivitySubject({ orderId: "order_1" }, async () => log.record({ action: "order_created", outcome: "ok" }))
      log.record({ action: "order_released", outcome: "ok" })
    })
    log.record({ action: "connection_saved", outcome: "ok" })
    await log.flush()
    expect(batches[0].map((e) => [e.area, e.remote_order_id, e.order_id, e.action])).toEqual([
      ["order", "77", null, "order_claimed"],
      ["order", "77", "order_1", "order_created"],
      ["order", "77", null, "order_released"],
      ["account", null, null, "connection_saved"],
    ])
  })
})
