import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../../../../modules/marketplace-exchange/types"
import { accountIdOf } from "../account-of-request"

const call = (parts: { body?: unknown; validatedBody?: unknown; query?: Record<string, unknown> }) =>
  ({ query: {}, ...parts }) as unknown as MedusaRequest

const refusedAs = (req: MedusaRequest) => {
  try {
    accountIdOf(req)
  } catch (error) {
    return (error as MedusaError).type
  }
  return null
}

describe("the account a request is about", () => {
  it("is the first account when the call names none: every call before a store could hold several", () => {
    expect(accountIdOf(call({}))).toBe(FIRST_ACCOUNT_ID)
    expect(accountIdOf(call({ body: { product_ids: ["prod_1"] } }))).toBe(FIRST_ACCOUNT_ID)
  })

  it("is the body's account_id (validated or as sent), else the query's", () => {
    expect(accountIdOf(call({ validatedBody: { account_id: "mxcon_b" } }))).toBe("mxcon_b")
    expect(accountIdOf(call({ validatedBody: {}, body: { account_id: " mxcon_b " } }))).toBe("mxcon_b")
    expect(accountIdOf(call({ query: { account_id: "mxcon_c" } }))).toBe("mxcon_c")
    expect(accountIdOf(call({ body: { account_id: "mxcon_c" }, query: { account_id: "mxcon_c" } }))).toBe("mxcon_c")
  })

  it("refuses an account_id that names nothing, or two different accounts, as bad input", () => {
    expect(refusedAs(call({ body: { account_id: "" } }))).toBe(MedusaError.Types.INVALID_DATA)
    expect(refusedAs(call({ body: { account_id: 7 } }))).toBe(MedusaError.Types.INVALID_DATA)
    expect(refusedAs(call({ query: { account_id: ["a", "b"] } }))).toBe(MedusaError.Types.INVALID_DATA)
    expect(refusedAs(call({ body: { account_id: "mxcon_b" }, query: { account_id: "mxcon_c" } }))).toBe(MedusaError.Types.INVALID_DATA)
  })

  it("refuses an id no account could have (a space, a slash, a quote) as bad input, not as an unknown account", () => {
    for (const id of ["mxcon b", "../mxcon_b", "mxcon_b'", "x".repeat(101)]) {
      expect({ id, refused: refusedAs(call({ query: { account_id: id } })) }).toEqual({ id, refused: MedusaError.Types.INVALID_DATA })
    }
    expect(refusedAs(call({ query: { account_id: "x".repeat(100) } }))).toBeNull()
  })

  it("refuses account_id=all for a call about one account: only the lists read every account", () => {
    expect(refusedAs(call({ query: { account_id: "all" } }))).toBe(MedusaError.Types.INVALID_DATA)
    expect(refusedAs(call({ body: { account_id: "all" } }))).toBe(MedusaError.Types.INVALID_DATA)
  })
})
