import { ExchangeNotFoundError, ExchangeUnavailableError, ExchangeValidationError } from ".."
import { isOrderGone, orderAnswers404 } from "../sales-order-gone"

const notFound = (path?: string) => new ExchangeNotFoundError("404", path ? { status: 404, request: { method: "GET", path } } : {})

describe("isOrderGone", () => {
  it("is a 404 to a read of the order itself", () => {
    expect(isOrderGone(notFound("SalesOrders(42L)?$expand=SalesOrderItems"), "42")).toBe(true)
    expect(isOrderGone(notFound("/SalesOrders(42L)"), "42")).toBe(true)
    expect(isOrderGone(notFound("SalesOrders%2842L%29"), "42")).toBe(true)
  })

  it("is not a 404 to a property of it, a write, or an operation naming it: those may only be unknown parts (A22)", () => {
    expect(isOrderGone(notFound("SalesOrders(42L)/PaidAmount"), "42")).toBe(false)
    expect(isOrderGone(notFound("GetSalesOrderHistory?salesOrderId=42L"), "42")).toBe(false)
    const put = new ExchangeNotFoundError("404", { status: 404, request: { method: "PUT", path: "SalesOrders(42L)" } })
    expect(isOrderGone(put, "42")).toBe(false)
  })

  it("is not a 404 for another order, an item of it, or another entity", () => {
    expect(isOrderGone(notFound("SalesOrders(421L)"), "42")).toBe(false)
    expect(isOrderGone(notFound("SalesOrderItems(42L)/TrackingNumbers"), "42")).toBe(false)
    expect(isOrderGone(notFound("Products(42L)"), "42")).toBe(false)
    expect(isOrderGone(notFound("GetSalesOrderHistory?salesOrderId=420L"), "42")).toBe(false)
  })

  it("is never another failure of the order", () => {
    expect(isOrderGone(new ExchangeUnavailableError("503", { request: { method: "GET", path: "SalesOrders(42L)" } }), "42")).toBe(false)
    expect(isOrderGone(new ExchangeValidationError("400", { request: { method: "PUT", path: "SalesOrders(42L)/PaidAmount" } }), "42")).toBe(
      false
    )
    expect(isOrderGone(new Error("SalesOrders(42L) not found"), "42")).toBe(false)
  })

  it("reads a 404 that crossed a workflow as a plain object", () => {
    const crossed = { ...notFound("SalesOrders(42L)"), kind: "not_found", retryable: false, message: "404" }
    expect(isOrderGone(JSON.parse(JSON.stringify(crossed)), "42")).toBe(true)
  })

  it("takes a 404 without a request as the order's only from a call about the order alone", () => {
    expect(isOrderGone(notFound(), "42")).toBe(false)
    expect(isOrderGone(notFound(), "42", { onlyOrderCalls: true })).toBe(true)
  })

  it("is false for an id that is no Int64", () => {
    expect(isOrderGone(notFound("SalesOrders(abc)"), "abc")).toBe(false)
  })
})

describe("orderAnswers404", () => {
  const client = (read: () => Promise<unknown>) => ({ salesOrders: { get: jest.fn(read) } }) as never
  const gone = () => Promise.reject(notFound("SalesOrders(42L)"))

  it("takes a 404 to the order's read as it is, and confirms any other 404 with one read of the order", async () => {
    const asked = client(gone)
    expect(await orderAnswers404(asked, "42", notFound("SalesOrders(42L)"))).toBe(true)
    expect((asked as any).salesOrders.get).not.toHaveBeenCalled()
    expect(await orderAnswers404(asked, "42", notFound("GetSalesOrderHistory?salesOrderId=42L"))).toBe(true)
    expect((asked as any).salesOrders.get).toHaveBeenCalledTimes(1)
  })

  it("keeps the order when its read answers: only the part was unknown", async () => {
    expect(
      await orderAnswers404(
        client(async () => ({ Id: "42" })),
        "42",
        notFound("SalesOrders(42L)/PaidAmount")
      )
    ).toBe(false)
  })

  it("asks nothing for a failure that is no 404", async () => {
    const asked = client(gone)
    expect(await orderAnswers404(asked, "42", new ExchangeUnavailableError("503", {}))).toBe(false)
    expect((asked as any).salesOrders.get).not.toHaveBeenCalled()
  })
})
