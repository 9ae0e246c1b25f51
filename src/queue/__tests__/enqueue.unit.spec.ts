import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import { enqueue } from "../enqueue"
import { QUEUE_READY_EVENT } from "../worker-mode"

/** A server-only process: a wake is told to the workers on the event bus, which this records. */
function serverApp() {
  const events: string[] = []
  const service = { name: "the module" }
  const container = {
    resolve: (key: string) => {
      if (key === MARKETPLACE_EXCHANGE_MODULE) return service
      if (key === "logger") return { warn: () => undefined, error: () => undefined }
      if (key === ContainerRegistrationKeys.CONFIG_MODULE) return { projectConfig: { workerMode: "server" } }
      if (key === Modules.EVENT_BUS) return { emit: async (message: { name: string }) => void events.push(message.name) }
      throw new Error(`unexpected ${key}`)
    },
  } as unknown as MedusaContainer
  return { events, service, container }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe("enqueue", () => {
  it("writes through the module and wakes the runner, answering what the write answered", async () => {
    const app = serverApp()
    let given: unknown
    const answer = await enqueue(app.container, async (queue) => {
      given = queue
      return 3
    })
    await settle()
    expect(answer).toBe(3)
    expect(given).toBe(app.service)
    expect(app.events).toEqual([QUEUE_READY_EVENT])
  })

  it("wakes nothing when nothing was queued", async () => {
    for (const nothing of [false, 0, null, []]) {
      const app = serverApp()
      expect(await enqueue(app.container, async () => nothing)).toEqual(nothing)
      await settle()
      expect(app.events).toEqual([])
    }
  })

  it("wakes the runner for a write that answers nothing in particular (a coalesced insert)", async () => {
    const app = serverApp()
    await enqueue(app.container, async () => undefined)
    await settle()
    expect(app.events).toEqual([QUEUE_READY_EVENT])
  })
})
