import { codedMessage, renderMessage } from "../../../../messages"
import { OrdersLeft, PENDING_NAMED, resetRefusal, writeBackPendingRefusal } from "../orders-before-reset"

const none: OrdersLeft = { unfinished: 0, held: 0, notImported: 0, cannotImport: null, importNotDone: null }
const en = (left: OrdersLeft) => renderMessage(resetRefusal(left)!, "en")
const de = (left: OrdersLeft) => renderMessage(resetRefusal(left)!, "de")

describe("resetRefusal", () => {
  it("lets the sales orders go when every order is in the store", () => {
    expect(resetRefusal(none)).toBeNull()
  })

  it("names only the kinds of orders that stand in the way, each with what to do", () => {
    expect(en({ ...none, held: 1, unfinished: 2 })).toBe(
      "The sales orders were not emptied: 1 marketplace order waits for you (Marketplace → Marketplace orders): fix what is named " +
        "there and press Retry. 2 marketplace orders could not be imported completely yet: press Import orders now, or wait for the " +
        "next poll. After the reset the service no longer holds them, so the store could never import them: import or resolve them " +
        "first, then empty the account again."
    )
    expect(de({ ...none, held: 3 })).toMatch(
      /^Die Verkaufsaufträge wurden nicht geleert: 3 Marktplatz-Bestellungen warten auf Sie .* Nach /
    )
    expect(en({ ...none, held: 3 })).not.toMatch(/ {2}|—/)
  })

  it("names orders the import could not take, with why", () => {
    const cannotImport = codedMessage("refusal.import.settings_missing", { settings: "shipping_option_id" })
    expect(en({ ...none, notImported: 4, cannotImport })).toMatch(
      /: The service holds 4 marketplace orders the store has not imported\. After .* again\. Orders cannot be imported until .*Shipping option/
    )
    expect(de({ ...none, notImported: 4, cannotImport })).toMatch(/Versandoption für Marktplatz-Bestellungen\.$/)
  })

  it("lets the reset go when the import could not run but no order waits at the service", () => {
    expect(resetRefusal({ ...none, cannotImport: codedMessage("refusal.import.settings_missing", { settings: "region_id" }) })).toBeNull()
  })

  it("refuses with the import's own words while it still runs or stopped early, and nothing is counted", () => {
    expect(resetRefusal({ ...none, importNotDone: codedMessage("refusal.reset.import_running", {}) })).toEqual({
      code: "refusal.reset.import_running",
      params: {},
    })
  })
})

describe("writeBackPendingRefusal", () => {
  const order = (n: number, display: string | null = String(n)) => ({
    remote_order_id: String(1000 + n),
    platform_order_id: `12-3456-${n}`,
    display_id: display,
  })

  it("lets the sales orders go when nothing waits to be reported, or the merchant confirmed", () => {
    expect(writeBackPendingRefusal([], false)).toBeNull()
    expect(writeBackPendingRefusal([order(1)], true)).toBeNull()
  })

  it("names each order by its marketplace number and the store's, in either language", () => {
    const one = writeBackPendingRefusal([order(1)], false)!
    expect(renderMessage(one, "en")).toBe(
      "The sales orders were not emptied: 1 imported marketplace order still waits for its payment or shipping to be reported to the " +
        "marketplace: 12-3456-1 (#1) (marketplace order number, then the store's order). After the reset the service no longer holds " +
        "it, so the marketplace would never learn of it. Wait until it is reported, or confirm that the sales orders may be emptied anyway."
    )
    const two = writeBackPendingRefusal([order(1), { ...order(2, null), platform_order_id: null }], false)!
    expect(renderMessage(two, "de")).toMatch(/^Die Verkaufsaufträge wurden nicht geleert: Für 2 übernommene .*: 12-3456-1 \(#1\), 1002 \(/)
  })

  it("names the first orders and counts them all", () => {
    const many = Array.from({ length: PENDING_NAMED + 3 }, (_, i) => order(i + 1))
    const refusal = writeBackPendingRefusal(many, false)!
    expect(refusal.params).toMatchObject({ count: PENDING_NAMED + 3 })
    expect(String(refusal.params!.orders).split(", ")).toHaveLength(PENDING_NAMED + 1)
    expect(String(refusal.params!.orders)).toMatch(/\(#20\), …$/)
  })
})
