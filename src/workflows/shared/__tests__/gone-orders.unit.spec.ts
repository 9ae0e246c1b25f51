import { ExchangeNotFoundError, ExchangeUnavailableError, ExchangeValidationError } from "../../../client"
import { isOrderGone } from "../gone-orders"

const notFound = (path?: string) => new ExchangeNotFoundError("404", path ? { status: 404, request: { method: "GET", path } } : {})

describe("isOrderGone", () => {
  it("is a 404 for the order itself: its entity, a property of it, or an operation naming it", () => {
    expect(isOrderGone(notFound("SalesOrders(42L)?$expand=SalesOrderItems"), "42")).toBe(true)
    expect(isOrderGone(notFound("SalesOrders(42L)/PaidAmount"), "42")).toBe(true)
    expect(isOrderGone(notFound("/SalesOrders(42L)"), "42")).toBe(true)
    expect(isOrderGone(notFound("GetSalesOrderHistory?salesOrderId=42L"), "42")).toBe(true)
    expect(isOrderGone(notFound("GetSalesOrderHistory?salesOrderId%3D42L"), "42")).toBe(true)
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
    const crossed = { ...notFound("SalesOrders(42L)/ForeignOrderId"), kind: "not_found", retryable: false, message: "404" }
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
