import { deadLocalWorkers, processRuns } from "../dead-local-workers"

describe("deadLocalWorkers", () => {
  const running = new Set([100, 200])
  const runs = (pid: number) => running.has(pid)

  it("names the processes of this host that no longer run", () => {
    expect(deadLocalWorkers(["box:100", "box:300", "box:400"], "box", 1, runs)).toEqual(["box:300", "box:400"])
  })
  it("leaves other hosts' processes to their lease, and never names itself", () => {
    expect(deadLocalWorkers(["other:300", "box:1", "box-2:300"], "box", 1, runs)).toEqual([])
  })
  it("reads a host name with colons up to the last one, and ignores holders it cannot read", () => {
    expect(deadLocalWorkers(["fe80::1:300", "fe80::1:100", "box", "box:abc", "box:0"], "fe80::1", 1, runs)).toEqual(["fe80::1:300"])
  })
})

describe("processRuns", () => {
  it("knows this process runs and a pid beyond the system's range does not", () => {
    expect(processRuns(process.pid)).toBe(true)
    expect(processRuns(2 ** 22 + 12345)).toBe(false)
  })
})
