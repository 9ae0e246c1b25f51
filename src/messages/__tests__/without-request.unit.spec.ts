import { withoutRequest } from "../without-request"

describe("withoutRequest", () => {
  it("leaves out the request the client names and ends the sentence", () => {
    expect(withoutRequest("GET SalesOrders()?$filter=(ForeignOrderId%20eq%20null) answered 503: Service unavailable")).toBe(
      "503: Service unavailable."
    )
  })
  it("says the service's answer as its status, in any language", () => {
    expect(withoutRequest("PUT SalesOrders(5L)/ForeignOrderId answered 400: Bad value")).toBe("400: Bad value.")
  })
  it("keeps a message without a request as it is", () => {
    expect(withoutRequest("Orders cannot be imported until the region is set.")).toBe("Orders cannot be imported until the region is set.")
  })
})
