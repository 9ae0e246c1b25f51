import { serialSaves } from "../serial-saves"

/** A save whose end the test decides, recording what state it saw when it began. */
function controlledSaves(state: { value: number }) {
  const begun: Array<{ saw: number; finish: () => void; fail: (e: Error) => void }> = []
  const save = () =>
    new Promise<void>((resolve, reject) => {
      begun.push({ saw: state.value, finish: resolve, fail: reject })
    })
  return { begun, save }
}
const tick = () => new Promise((resolve) => setImmediate(resolve))

describe("serialSaves", () => {
  it("runs one save at a time and answers each call with a save that began after it", async () => {
    const state = { value: 1 }
    const { begun, save } = controlledSaves(state)
    const record = serialSaves(save)
    let firstDone = false
    let secondDone = false
    void record().then(() => (firstDone = true))
    state.value = 2
    void record().then(() => (secondDone = true))
    await tick()
    expect(begun.map((b) => b.saw)).toEqual([1])
    begun[0].finish()
    await tick()
    expect(firstDone).toBe(true)
    // The second call is not answered by the save that began before it.
    expect(secondDone).toBe(false)
    expect(begun.map((b) => b.saw)).toEqual([1, 2])
    begun[1].finish()
    await tick()
    expect(secondDone).toBe(true)
  })

  it("lets calls made during a save share the one save after it", async () => {
    const state = { value: 1 }
    const { begun, save } = controlledSaves(state)
    const record = serialSaves(save)
    const calls = [record()]
    for (let i = 2; i <= 5; i++) {
      state.value = i
      calls.push(record())
    }
    begun[0].finish()
    await tick()
    begun[1]?.finish()
    await Promise.all(calls)
    expect(begun.map((b) => b.saw)).toEqual([1, 5])
  })

  it("passes a failed save to its callers and still saves for the calls after it", async () => {
    const state = { value: 1 }
    const { begun, save } = controlledSaves(state)
    const record = serialSaves(save)
    const first = record()
    const second = record()
    begun[0].fail(new Error("database gone"))
    await expect(first).rejects.toThrow("database gone")
    await tick()
    begun[1].finish()
    await expect(second).resolves.toBeUndefined()
  })
})
