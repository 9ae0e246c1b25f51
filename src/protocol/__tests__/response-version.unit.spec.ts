import { allowsResponseVersion } from "../schema"

describe("allowsResponseVersion (A21)", () => {
  it("reads MaxDataServiceVersion as WCF Data Services does: major.minor, a suffix after ';' ignored, none allows all", () => {
    expect(allowsResponseVersion(undefined, "2.0")).toBe(true)
    expect(allowsResponseVersion("", "2.0")).toBe(true)
    expect(allowsResponseVersion("1.0", "1.0")).toBe(true)
    expect(allowsResponseVersion("1.0", "2.0")).toBe(false)
    expect(allowsResponseVersion("1.0;NetFx", "2.0")).toBe(false)
    expect(allowsResponseVersion("2.0;NetFx", "2.0")).toBe(true)
    expect(allowsResponseVersion("3.0", "2.0")).toBe(true)
    expect(allowsResponseVersion(" 2.0", "2.0")).toBe(true)
  })
})
