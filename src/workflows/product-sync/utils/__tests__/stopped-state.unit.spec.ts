import { ExchangeUnavailableError } from "../../../../client"
import { ProductGoneError } from "../../../../queue/classify-failure"
import { stoppedState } from "../stopped-state"

describe("stoppedState", () => {
  it("marks a product the service lost as gone, with the words on the product, whichever lane found it (A50)", () => {
    for (const lane of ["stock", "content"] as const) {
      expect(stoppedState(new ProductGoneError("42"), lane)).toEqual({
        status: "gone_at_service",
        last_error: expect.stringContaining("no longer holds this product (product 42"),
        last_error_words: { code: "failure.product_gone", params: { remote_id: "42" } },
        stock_error: null,
        stock_error_words: null,
      })
    }
  })

  it("reads the mark on an error that crossed a workflow as a plain object", () => {
    const crossed = JSON.parse(JSON.stringify({ ...new ProductGoneError("42"), name: "ProductGoneError", message: "gone" }))
    expect(stoppedState(crossed, "stock")).toMatchObject({ status: "gone_at_service" })
  })

  it("records any other stop as failed, on the lane that stopped", () => {
    const outage = new ExchangeUnavailableError("503 from the service")
    expect(stoppedState(outage, "stock")).toEqual({
      status: "failed",
      stock_error: "503 from the service",
      stock_error_words: expect.objectContaining({ code: expect.any(String) }),
    })
    expect(stoppedState(outage, "content")).toEqual({
      status: "failed",
      last_error: "503 from the service",
      last_error_words: expect.objectContaining({ code: expect.any(String) }),
    })
  })
})
