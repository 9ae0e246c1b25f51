import { accountsOfProduct } from "../accounts-of-product"

const first = { id: "mxcon_default", sales_channel_id: "sc_shop" }
const outlet = { id: "mxacc_outlet", sales_channel_id: "sc_outlet" }
const b2b = { id: "mxacc_b2b", sales_channel_id: "sc_b2b" }

describe("accountsOfProduct", () => {
  it("keeps the accounts whose channel holds the product, in the accounts' order", () => {
    expect(accountsOfProduct([first, outlet, b2b], new Set(["sc_b2b", "sc_shop"]), new Set())).toEqual([
      { ...first, in_channel: true },
      { ...b2b, in_channel: true },
    ])
  })

  it("keeps an account that still holds a record of a product its channel no longer has", () => {
    expect(accountsOfProduct([first, outlet], new Set(["sc_shop"]), new Set(["mxacc_outlet"]))).toEqual([
      { ...first, in_channel: true },
      { ...outlet, in_channel: false },
    ])
  })

  it("keeps the first account without a channel, but no other account without one", () => {
    const loose = { id: "mxcon_default", sales_channel_id: null }
    const unset = { id: "mxacc_new", sales_channel_id: null }
    expect(accountsOfProduct([loose, unset, outlet], new Set(["sc_outlet"]), new Set())).toEqual([
      { ...loose, in_channel: false },
      { ...outlet, in_channel: true },
    ])
  })

  it("answers none for a product in no account's channel and without records", () => {
    expect(accountsOfProduct([first, outlet], new Set(["sc_other"]), new Set())).toEqual([])
  })
})
