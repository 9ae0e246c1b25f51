import { codedMessage, renderMessage } from "../../../../messages"
import { OrdersLeft, resetRefusal } from "../orders-before-reset"

const none: OrdersLeft = { unfinished: 0, held: 0, notImported: 0, cannotImport: null, importNotDone: null }
const en = (left: OrdersLeft) => renderMessage(resetRefusal(left)!, "en")
const de = (left: OrdersLeft) => renderMessage(resetRefusal(left)!, "de")

describe("resetRefusal", () => {
  it("lets the sales orders go when every order is in the store", () => {
    expect(resetRefusal(none)).toBeNull()
  })

  it("counts the orders held back and those not completely imported, and says what to do", () => {
    expect(resetRefusal({ ...none, held: 1, unfinished: 2 })).toEqual({
      code: "refusal.reset.orders_left",
      params: { held: 1, unfinished: 2, not_imported: 0, reason: null },
    })
    expect(en({ ...none, held: 1, unfinished: 2 })).toBe(
      "The sales orders were not emptied: 1 held back, 2 not completely imported, 0 at the service not imported. After the reset " +
        "the service no longer holds them, so the store could never import them: import or resolve them first " +
        "(Marketplace → Marketplace orders), then empty the account again."
    )
    expect(de({ ...none, held: 3 })).toMatch(/^Die Verkaufsaufträge wurden nicht geleert: 3 zurückgehalten/)
  })

  it("names orders the import could not take, with why as its reason", () => {
    const cannotImport = codedMessage("refusal.import.settings_missing", { settings: "shipping_option_id" })
    expect(en({ ...none, notImported: 4, cannotImport })).toMatch(
      /4 at the service not imported\. .* Orders cannot be imported until these are set in Settings → Marketplace exchange: Shipping option/
    )
    expect(de({ ...none, notImported: 4, cannotImport })).toMatch(/Versandoption für Marktplatz-Bestellungen\.$/)
  })

  it("lets the reset go when the import could not run but no order waits at the service", () => {
    expect(resetRefusal({ ...none, cannotImport: codedMessage("refusal.import.settings_missing", { settings: "region_id" }) })).toBeNull()
  })

  it("refuses while the import is still running or stopped early, although nothing is counted yet", () => {
    expect(en({ ...none, importNotDone: codedMessage("refusal.reset.import_running", {}) })).toMatch(
      /again\. An order import is still running: try again when it has finished\.$/
    )
  })
})
