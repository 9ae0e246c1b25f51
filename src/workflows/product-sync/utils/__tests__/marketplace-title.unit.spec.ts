import { shortenTitle, titleToSend } from "../marketplace-title"

const RUG = "Handgewebter Wollteppich aus reiner Schurwolle, naturbelassen, mit Fransen, 200 x 300 cm, Sand."

describe("shortenTitle", () => {
  it("cuts a 95-character title to at most 80 characters, ending at a word and without a separator", () => {
    expect(RUG).toHaveLength(95)
    const short = shortenTitle(RUG, 80)
    expect(short.length).toBeLessThanOrEqual(80)
    expect(RUG.startsWith(short)).toBe(true)
    expect(RUG[short.length] === " " || RUG[short.length] === ",").toBe(true)
    expect(short).toBe("Handgewebter Wollteppich aus reiner Schurwolle, naturbelassen, mit Fransen, 200")
  })

  it("keeps a title that fits as it is, spaces included", () => {
    expect(shortenTitle("Mug  ", 80)).toBe("Mug  ")
    expect(shortenTitle("x".repeat(80), 80)).toBe("x".repeat(80))
  })

  it("cuts inside a first word longer than the limit, and drops separators at the cut", () => {
    expect(shortenTitle("y".repeat(90), 80)).toBe("y".repeat(80))
    expect(shortenTitle("Rug - blue - " + "z".repeat(80), 20)).toBe("Rug - blue")
  })
})

describe("titleToSend", () => {
  it("sends the marketplace title when set, whatever the store's", () => {
    expect(titleToSend(RUG, "  Wollteppich Sand 200x300  ", "hold", 80)).toEqual({
      title: "Wollteppich Sand 200x300",
      source: "marketplace",
    })
  })

  it("holds back an over-long store title by default, and shortens it when the merchant chose so", () => {
    expect(titleToSend(RUG, null, "hold", 80)).toEqual({ title: RUG, source: "store" })
    expect(titleToSend(RUG, "", "shorten", 80)).toEqual({ title: shortenTitle(RUG, 80), source: "shortened" })
    expect(titleToSend(" Mug ", null, "shorten", 80)).toEqual({ title: "Mug", source: "store" })
  })
})
