import type { SettingsSnapshot } from "../../lib/settings-view"
import { WithActivity } from "../activity"
import type { Constructor, ServiceBase } from "../base"
import { WithSettings } from "../settings"

/** The settings layer on a stand-in for MedusaService: the row's version and the row read are the test's. */
function service(reads: { version: string | null; read: () => Promise<SettingsSnapshot> }) {
  const Base = class {
    options_ = {}
  } as unknown as Constructor<ServiceBase>
  const layer = new (WithSettings(WithActivity(Base)))({})
  const stand = layer as unknown as { rowVersion: () => Promise<string | null>; getSettings: () => Promise<SettingsSnapshot> }
  let rows = 0
  stand.rowVersion = async () => reads.version
  stand.getSettings = () => (rows++, reads.read())
  return { task: () => layer.getSettingsForTask(), rows: () => rows }
}

const snapshot = (stockBuffer: number) => ({ sync: { stock_buffer: stockBuffer } }) as unknown as SettingsSnapshot

describe("the settings a task runs with (getSettingsForTask)", () => {
  afterEach(() => jest.restoreAllMocks())

  it("shares one read of the row while its version stays, and reads it again once it changed", async () => {
    const reads = { version: "7" as string | null, read: async () => snapshot(1) }
    const { task, rows } = service(reads)
    expect((await task()).sync.stock_buffer).toBe(1)
    expect((await task()).sync.stock_buffer).toBe(1)
    expect(rows()).toBe(1)
    Object.assign(reads, { version: "8", read: async () => snapshot(4) })
    expect((await task()).sync.stock_buffer).toBe(4)
    expect(rows()).toBe(2)
  })

  it("keeps no failed read: the next task reads again", async () => {
    const reads = { version: "7", read: async (): Promise<SettingsSnapshot> => Promise.reject(new Error("connection lost")) }
    const { task, rows } = service(reads)
    await expect(task()).rejects.toThrow("connection lost")
    reads.read = async () => snapshot(2)
    expect((await task()).sync.stock_buffer).toBe(2)
    expect(rows()).toBe(2)
  })

  it("waits for a read still running only for 5 s: a hung read stalls no one after it", async () => {
    let now = 1_000_000
    jest.spyOn(Date, "now").mockImplementation(() => now)
    const reads = { version: "7", read: (): Promise<SettingsSnapshot> => new Promise(() => undefined) }
    const { task, rows } = service(reads)
    /** A task that starts and is left waiting (its version asked, its read started or shared). */
    const started = async () => {
      void task()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await started()
    now += 4_000
    await started()
    expect(rows()).toBe(1)
    now += 2_000
    reads.read = async () => snapshot(3)
    expect((await task()).sync.stock_buffer).toBe(3)
    expect(rows()).toBe(2)
  })
})
