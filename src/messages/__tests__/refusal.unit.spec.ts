import { MedusaError } from "@medusajs/framework/utils"
import { serializeError } from "@medusajs/framework/utils"
import { codedIssue, refusal, refusalOf, wordsOf } from "../refusal"

describe("refusals", () => {
  it("carry the English text as message and the code as words, which survive a workflow's copy of the error", () => {
    const error = refusal(MedusaError.Types.NOT_FOUND, "refusal.order.unknown", { id: "order_1" })
    expect(error.type).toBe(MedusaError.Types.NOT_FOUND)
    expect(error.message).toBe("order_1 is not a marketplace order: no import of it is recorded.")
    const copied = JSON.parse(JSON.stringify(serializeError(error)))
    expect(wordsOf(copied)).toEqual({ code: "refusal.order.unknown", params: { id: "order_1" } })
  })

  it("render a coded message decided elsewhere in English", () => {
    const error = refusalOf(MedusaError.Types.INVALID_DATA, { code: "refusal.scan.failed", params: {} })
    expect(error.message).toBe("The scan failed: start a new one.")
    expect(wordsOf(error)?.code).toBe("refusal.scan.failed")
  })

  it("reads no words from an error without them", () => {
    expect(wordsOf(new Error("plain"))).toBeNull()
    expect(wordsOf({ words: { code: 7 } })).toBeNull()
    expect(wordsOf(null)).toBeNull()
  })

  it("give a zod refinement its English message and coded words", () => {
    expect(codedIssue("refusal.setting.date", { setting: "import_orders_since" })).toEqual({
      message: "Import orders placed since: enter a date such as 2026-11-01, or leave it empty.",
      params: { words: { code: "refusal.setting.date", params: { setting: "import_orders_since" } } },
    })
  })
})
