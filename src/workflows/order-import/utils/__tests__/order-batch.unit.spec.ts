import { batchSummary, retryResult } from "../order-batch"

const found = { fetched: 4, queued: 5, stopped: null }

describe("batchSummary", () => {
  it("counts each run's result and is done once every task ran", () => {
    const { summary, done } = batchSummary(found, [
      { state: "done", result: "created", retrying: false, count: 2 },
      { state: "done", result: "parked", retrying: false, count: 1 },
      { state: "done", result: "changed", retrying: false, count: 1 },
      { state: "done", result: "written_back", retrying: false, count: 1 },
    ])
    expect(done).toBe(true)
    expect(summary).toEqual({ fetched: 4, created: 2, resumed: 0, parked: 1, skipped: 0, failed: 0, changed: 1, closed: 0, stopped: null })
  })

  it("is not done while a task runs or waits for its first run", () => {
    expect(batchSummary(found, [{ state: "running", result: null, retrying: false, count: 1 }]).done).toBe(false)
    expect(batchSummary(found, [{ state: "pending", result: null, retrying: false, count: 1 }]).done).toBe(false)
    expect(batchSummary(found, [{ state: "running", result: "failed", retrying: false, count: 1 }]).done).toBe(false)
  })

  it("counts a failed import waiting out its backoff as failed, and done for this answer", () => {
    const { summary, done } = batchSummary({ ...found, stopped: "page_limit" }, [
      { state: "pending", result: "failed", retrying: true, count: 2 },
      { state: "done", result: "resumed", retrying: false, count: 1 },
    ])
    expect(done).toBe(true)
    expect(summary).toMatchObject({ failed: 2, resumed: 1, stopped: "page_limit" })
  })

  it("counts a task whose run failed before it kept a result (the service did not answer) as failed", () => {
    const { summary, done } = batchSummary(found, [{ state: "pending", result: null, retrying: true, count: 1 }])
    expect(done).toBe(true)
    expect(summary.failed).toBe(1)
  })

  it("is done at once for a poll that queued nothing", () => {
    expect(batchSummary({ fetched: 0, queued: 0, stopped: null }, [])).toMatchObject({ done: true, summary: { fetched: 0, created: 0 } })
  })
})

describe("retryResult", () => {
  it("is null while the order's task is still to run or runs, also when an earlier run failed", () => {
    expect(retryResult([])).toBeNull()
    expect(retryResult([{ state: "pending", result: null, retrying: false, count: 1 }])).toBeNull()
    expect(retryResult([{ state: "running", result: "failed", retrying: false, count: 1 }])).toBeNull()
    // The task waited out a failed run's backoff; the Retry made it due and cleared that run's result.
    expect(retryResult([{ state: "pending", result: null, retrying: true, count: 1 }])).toBeNull()
  })

  it("answers its run's result, and failed once a run since the Retry failed", () => {
    expect(retryResult([{ state: "done", result: "created", retrying: false, count: 1 }])).toBe("created")
    expect(retryResult([{ state: "done", result: "parked", retrying: false, count: 1 }])).toBe("parked")
    expect(retryResult([{ state: "pending", result: "failed", retrying: true, count: 1 }])).toBe("failed")
    expect(retryResult([{ state: "failed", result: null, retrying: false, count: 1 }])).toBe("failed")
  })
})
