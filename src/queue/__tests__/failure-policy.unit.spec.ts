import { neverRetry, retryAlways, retryOutages } from "../failure-policy"

describe("failure policies", () => {
  it("retryAlways never gives up, whatever failed (an order's write-back)", () => {
    for (const failure of ["transient", "refused", "setup"] as const) {
      expect(retryAlways(failure)).toEqual({ permanent: false, maxAttempts: Infinity })
    }
  })

  it("retryOutages waits out an outage for as long as it lasts, and keeps refusals and missing setup for the merchant", () => {
    expect(retryOutages("transient")).toEqual({ permanent: false, maxAttempts: Infinity })
    expect(retryOutages("refused").permanent).toBe(true)
    expect(retryOutages("setup").permanent).toBe(true)
  })

  it("neverRetry leaves the next run to the kind itself", () => {
    for (const failure of ["transient", "refused", "setup"] as const) expect(neverRetry(failure).permanent).toBe(true)
  })
})
