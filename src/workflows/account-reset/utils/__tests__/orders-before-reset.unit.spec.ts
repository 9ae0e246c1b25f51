import { OrdersLeft, resetRefusal } from "../orders-before-reset"

const none: OrdersLeft = { unfinished: 0, held: 0, notImported: 0, cannotImport: null, importNotDone: null }

describe("resetRefusal", () => {
  it("lets the sales orders go when every order is in the store", () => {
    expect(resetRefusal(none)).toBeNull()
  })

  it("names how many orders are held back and what to do with them", () => {
    const refusal = resetRefusal({ ...none, held: 1 })
    expect(refusal).toContain("1 marketplace order waits for you")
    expect(refusal).toContain("press Retry")
    expect(refusal).toContain("no longer holds that order")
    expect(refusal).toContain("Import or resolve the held orders first")
    expect(resetRefusal({ ...none, held: 3 })).toContain("3 marketplace orders wait for you")
  })

  it("names unfinished imports, with the way to finish them", () => {
    const refusal = resetRefusal({ ...none, unfinished: 2, held: 1 })
    expect(refusal).toContain("2 marketplace orders could not be imported completely yet")
    expect(refusal).toContain("Import orders now")
    expect(refusal).toContain("those orders")
  })

  it("names orders the import could not take, and why", () => {
    const refusal = resetRefusal({
      ...none,
      notImported: 4,
      cannotImport: "Orders cannot be imported until the shipping option for marketplace orders is set in Settings → Marketplace exchange.",
    })
    expect(refusal).toContain("the service holds 4 marketplace orders the store has not imported, and orders cannot be imported until")
    expect(refusal).not.toContain("exchange..")
  })

  it("lets the reset go when the import could not run but no order waits at the service", () => {
    expect(resetRefusal({ ...none, cannotImport: "Orders cannot be imported until the region is set." })).toBeNull()
  })

  it("refuses while the import is still running or stopped early, although nothing is counted yet", () => {
    expect(resetRefusal({ ...none, importNotDone: "An order import is still running: try again when it has finished." })).toContain(
      "an order import is still running: try again when it has finished. After the reset"
    )
  })
})
