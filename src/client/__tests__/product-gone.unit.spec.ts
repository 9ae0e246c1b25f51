import { ExchangeNotFoundError, ExchangeUnavailableError, ExchangeValidationError } from ".."
import { isProductGone, productAnswers404 } from "../product-gone"

const notFound = (path?: string, method = "PUT") =>
  new ExchangeNotFoundError("404", path ? { status: 404, request: { method, path } } : { status: 404 })

describe("isProductGone", () => {
  it("is a 404 to the product's own address or a property of it, whatever the method", () => {
    expect(isProductGone(notFound("Products(42L)/Title"), "42")).toBe(true)
    expect(isProductGone(notFound("/Products(42L)", "GET"), "42")).toBe(true)
    expect(isProductGone(notFound("Products(42L)", "DELETE"), "42")).toBe(true)
    expect(isProductGone(notFound("Products%2842L%29/StockAmount"), "42")).toBe(true)
  })

  it("is a 404 to an operation naming the product and nothing below it", () => {
    expect(isProductGone(notFound("ReviseInventoryStatus?productId=42L&stockAmount=3", "POST"), "42")).toBe(true)
    expect(isProductGone(notFound("ProductIsListed?productId=42L", "GET"), "42")).toBe(true)
    expect(isProductGone(notFound("SetMarketplaceCategory?productId=42L&categoryId1=15687L", "POST"), "42")).toBe(true)
  })

  it("is not a 404 to a part of it, which may only be that part unknown (A22)", () => {
    expect(isProductGone(notFound("ReviseInventoryStatus?productId=42L&productVariationId=7L&stockAmount=3", "POST"), "42")).toBe(false)
    expect(isProductGone(notFound("Products(42L)/$links/Catalogs(3L)", "DELETE"), "42")).toBe(false)
    expect(isProductGone(notFound("ProductVariations(42L)/Sku"), "42")).toBe(false)
    expect(isProductGone(notFound("ProductImages(42L)", "DELETE"), "42")).toBe(false)
  })

  it("is not a 404 for another product, nor another failure of this one", () => {
    expect(isProductGone(notFound("Products(421L)/Title"), "42")).toBe(false)
    expect(isProductGone(notFound("ReviseInventoryStatus?productId=420L", "POST"), "42")).toBe(false)
    expect(isProductGone(new ExchangeValidationError("400", { request: { method: "PUT", path: "Products(42L)/Title" } }), "42")).toBe(false)
    expect(isProductGone(new ExchangeUnavailableError("503", { request: { method: "GET", path: "Products(42L)" } }), "42")).toBe(false)
    expect(isProductGone(notFound(), "42")).toBe(false)
    expect(isProductGone(notFound("Products(abc)"), "abc")).toBe(false)
  })

  it("reads a 404 that crossed a workflow as a plain object", () => {
    const crossed = { ...notFound("Products(42L)/Title"), kind: "not_found", retryable: false, message: "404" }
    expect(isProductGone(JSON.parse(JSON.stringify(crossed)), "42")).toBe(true)
  })
})

describe("productAnswers404", () => {
  const client = (read: () => Promise<unknown>) => ({ products: { get: jest.fn(read) } }) as never
  const gone = () => Promise.reject(notFound("Products(42L)", "GET"))

  it("takes a 404 to the product itself as it is, and confirms any other 404 with one read of the product", async () => {
    const asked = client(gone)
    expect(await productAnswers404(asked, "42", notFound("Products(42L)/Title"))).toBe(true)
    expect((asked as any).products.get).not.toHaveBeenCalled()
    expect(await productAnswers404(asked, "42", notFound("ProductVariations(7L)/Sku"))).toBe(true)
    expect((asked as any).products.get).toHaveBeenCalledTimes(1)
  })

  it("keeps the product when its read answers, or fails otherwise: only the part was unknown, or nothing is known", async () => {
    expect(
      await productAnswers404(
        client(async () => ({ Id: "42" })),
        "42",
        notFound("ProductVariations(7L)/Sku")
      )
    ).toBe(false)
    const down = client(() => Promise.reject(new ExchangeUnavailableError("503", { request: { method: "GET", path: "Products(42L)" } })))
    expect(await productAnswers404(down, "42", notFound("ProductImages(9L)", "DELETE"))).toBe(false)
  })

  it("asks nothing for a failure that is no 404", async () => {
    const asked = client(gone)
    expect(await productAnswers404(asked, "42", new ExchangeValidationError("400", {}))).toBe(false)
    expect((asked as any).products.get).not.toHaveBeenCalled()
  })
})
