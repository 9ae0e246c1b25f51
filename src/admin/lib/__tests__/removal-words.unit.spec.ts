import { removedAccountWords } from "../removal-words"
import { translator } from "./translate"

describe("what removing an account did, in the merchant's words", () => {
  it("says how many listings were ended and how many records forgotten, in German and English", () => {
    const ended = { listings: { ended: 3, notListed: 1, failed: [] }, forgotten: { product_sync: 4, activity: 9, order_import: 0 } }
    expect(removedAccountWords(ended, "Outlet", translator("de"))).toBe(
      "Konto „Outlet“ entfernt. 3 eBay-Angebote beendet. 13 Einträge dieses Kontos vergessen."
    )
    expect(removedAccountWords(ended, "Outlet", translator("en"))).toBe(
      "Account “Outlet” removed. 3 eBay listings ended. 13 records of this account forgotten."
    )
  })

  it("says that listings left to the merchant stay on eBay, and counts one in the singular", () => {
    const left = { listings: null, forgotten: { product_sync: 1, activity: 0 } }
    expect(removedAccountWords(left, "B2B", translator("de"))).toBe(
      "Konto „B2B“ entfernt. Seine eBay-Angebote bestehen bei eBay weiter. 1 Eintrag dieses Kontos vergessen."
    )
    expect(removedAccountWords({ listings: { ended: 1, notListed: 0, failed: [] }, forgotten: {} }, "B2B", translator("en"))).toBe(
      "Account “B2B” removed. 1 eBay listing ended. 0 records of this account forgotten."
    )
  })
})
