import { failurePolicy } from "../failure-policy"

describe("failurePolicy", () => {
  it("never gives up an order write-back, whatever failed", () => {
    for (const failure of ["transient", "refused", "setup"] as const) {
      expect(failurePolicy("sales_order", failure)).toEqual({ permanent: false, maxAttempts: Infinity })
    }
  })

  it("retries a product through outages for as long as they last, and keeps refusals and missing setup for the merchant", () => {
    expect(failurePolicy("product", "transient")).toEqual({ permanent: false, maxAttempts: Infinity })
    expect(failurePolicy("product", "refused").permanent).toBe(true)
    expect(failurePolicy("product", "setup").permanent).toBe(true)
  })
})
