import { savedWords } from "../resend-words"
import { translator } from "./translate"

const t = translator("en")

describe("savedWords", () => {
  it("says what is sent again, a changed cap as stock, and the same word once", () => {
    expect(savedWords(null, t)).toBe("Marketplace settings saved")
    expect(savedWords({ queued: 3, reasons: ["max_quantity"] }, t)).toContain("the stock of 3 listed product(s)")
    expect(savedWords({ queued: 3, reasons: ["stock_buffer", "max_quantity", "region"] }, t)).toContain("the stock and prices of 3")
  })
})
