import { nextScanVariationReading, scanVariationReadingOf } from "../scan-variation-reading"

const at = (iso: string) => new Date(iso)

describe("the scan's variation reading, per connection (A53)", () => {
  it("is told only on the connection it was learned on", () => {
    const stored = { form: "per_product", since: "2026-11-29T10:00:00.000Z", reason: "answered 400", connection: "c1" }
    expect(scanVariationReadingOf(stored, "c1")).toEqual({ form: "per_product", since: "2026-11-29T10:00:00.000Z", reason: "answered 400" })
    expect(scanVariationReadingOf(stored, "c2")).toBeNull()
    expect(scanVariationReadingOf(stored, undefined)).toBeNull()
    expect(scanVariationReadingOf(null, "c1")).toBeNull()
    expect(scanVariationReadingOf({ ...stored, form: "expand" }, "c1")).toBeNull()
  })

  it("keeps the time a form was first learned, takes the newest reason, and starts anew on another form or connection", () => {
    const first = nextScanVariationReading(null, { form: "per_product", reason: "answered 400" }, "c1", at("2026-11-29T10:00:00Z"))
    expect(first).toEqual({ form: "per_product", since: "2026-11-29T10:00:00.000Z", reason: "answered 400", connection: "c1" })
    const again = nextScanVariationReading(first, { form: "per_product", reason: "answered 500" }, "c1", at("2026-11-29T11:00:00Z"))
    expect(again).toMatchObject({ since: "2026-11-29T10:00:00.000Z", reason: "answered 500" })
    const served = nextScanVariationReading(again, { form: "set", reason: "ignored" }, "c1", at("2026-11-29T12:00:00Z"))
    expect(served).toEqual({ form: "set", since: "2026-11-29T12:00:00.000Z", reason: null, connection: "c1" })
    const elsewhere = nextScanVariationReading(first, { form: "per_product" }, "c2", at("2026-11-29T13:00:00Z"))
    expect(elsewhere).toEqual({ form: "per_product", since: "2026-11-29T13:00:00.000Z", reason: null, connection: "c2" })
  })
})
