import { AccountProduct, ChannelCandidate, gtinKey, matchAccount } from "../match-account"

const single = (id: string, extra: Partial<AccountProduct> = {}): AccountProduct => ({
  id,
  foreignId: `magento-${id}`,
  title: `Product ${id}`,
  productType: 0,
  gtins: [],
  variations: [],
  ...extra,
})
const set = (id: string, skus: string[], extra: Partial<AccountProduct> = {}): AccountProduct =>
  single(id, { productType: 1, variations: skus.map((sku, i) => ({ id: `${id}${i}`, sku, foreignId: null })), ...extra })
const medusa = (id: string, variants: Array<{ sku?: string; gtins?: string[] }>): ChannelCandidate => ({
  id,
  title: id,
  variants: variants.map((v, i) => ({ id: `${id}_v${i}`, sku: v.sku ?? null, gtins: v.gtins ?? [] })),
})
const none = { ours: new Map<string, string>(), mapping: new Map<string, string>() }

describe("matchAccount", () => {
  it("links by the plugin's record, the ForeignId, the merchant's mapping, the variation SKU and the GTIN, in that order", () => {
    const channel = [
      medusa("prod_ours", [{ sku: "OURS-1" }]),
      medusa("prod_fid", [{ sku: "FID-1" }]),
      medusa("prod_map", [{ sku: "MAP-1" }]),
      medusa("prod_shirt", [{ sku: "SHIRT-M" }, { sku: "SHIRT-L" }]),
      medusa("prod_mug", [{ sku: "MUG-1", gtins: ["4006381333931"] }]),
      medusa("prod_vase", [{ sku: "VASE-1" }]),
    ]
    const plan = matchAccount(
      [
        single("1", { foreignId: "anything" }),
        single("2", { foreignId: "prod_fid" }),
        single("3", { foreignId: "magento-77" }),
        set("4", ["SHIRT-M", "SHIRT-L"]),
        single("5", { gtins: ["4006381333931"] }),
        single("6", { foreignId: "VASE-1" }),
        single("7", { gtins: ["123456789012"] }),
      ],
      channel,
      { ours: new Map([["1", "prod_ours"]]), mapping: new Map([["magento-77", "prod_map"]]) }
    )
    expect(plan.matches).toEqual([
      { remoteId: "1", outcome: "link", productId: "prod_ours", by: "ours" },
      { remoteId: "2", outcome: "link", productId: "prod_fid", by: "foreign_id" },
      { remoteId: "3", outcome: "link", productId: "prod_map", by: "mapping" },
      { remoteId: "4", outcome: "link", productId: "prod_shirt", by: "sku" },
      { remoteId: "5", outcome: "link", productId: "prod_mug", by: "gtin" },
      { remoteId: "6", outcome: "link", productId: "prod_vase", by: "sku" },
      { remoteId: "7", outcome: "only_at_service", reason: "no_match" },
    ])
    expect(plan.create).toEqual([])
  })

  it("leaves to the merchant what is not one clear match, and never creates what a conflict names", () => {
    const channel = [
      medusa("prod_a", [{ sku: "A-1", gtins: ["4006381333931"] }]),
      medusa("prod_b", [{ sku: "B-1", gtins: ["04006381333931"] }]),
      medusa("prod_shirt", [{ sku: "SHIRT-M" }, { sku: "SHIRT-L" }]),
      medusa("prod_cap", [{ sku: "CAP-1" }]),
      medusa("prod_new", [{ sku: "NEW-1" }]),
    ]
    const plan = matchAccount(
      [
        single("1", { gtins: ["4006381333931"] }),
        set("2", ["A-1", "B-1"]),
        single("3", { foreignId: "SHIRT-M" }),
        set("4", ["CAP-1"]),
        single("5", { foreignId: "prod_new", productType: 2 }),
      ],
      channel,
      none
    )
    expect(plan.matches).toEqual([
      { remoteId: "1", outcome: "conflict", reason: "two_candidates", candidates: ["prod_a", "prod_b"] },
      { remoteId: "2", outcome: "conflict", reason: "variations_split", candidates: ["prod_a", "prod_b"] },
      { remoteId: "3", outcome: "conflict", reason: "single_to_set", candidates: ["prod_shirt"] },
      { remoteId: "4", outcome: "conflict", reason: "set_to_single", candidates: ["prod_cap"] },
      { remoteId: "5", outcome: "only_at_service", reason: "product_set" },
    ])
    expect(plan.create).toEqual(["prod_new"])
  })

  it("makes two account products matching one Medusa product a conflict, unless one of them is the plugin's own", () => {
    const channel = [medusa("prod_mug", [{ sku: "MUG-1" }]), medusa("prod_cup", [{ sku: "CUP-1" }])]
    const twice = matchAccount([single("1", { foreignId: "MUG-1" }), single("2", { foreignId: "MUG-1" })], channel, none)
    expect(twice.matches.map((m) => m.outcome)).toEqual(["conflict", "conflict"])
    expect(twice.create).toEqual(["prod_cup"])
    const oursAndOld = matchAccount([single("1", { foreignId: "CUP-1" }), single("2", { foreignId: "prod_cup" })], channel, {
      ours: new Map([["2", "prod_cup"]]),
      mapping: new Map(),
    })
    expect(oursAndOld.matches).toEqual([
      { remoteId: "1", outcome: "conflict", reason: "claimed_twice", candidates: ["prod_cup"] },
      { remoteId: "2", outcome: "link", productId: "prod_cup", by: "ours" },
    ])
  })
})

describe("gtinKey", () => {
  it("reads a UPC-A and its EAN-13 as one code, and ignores what is too short to be one", () => {
    expect(gtinKey("036000291452")).toBe(gtinKey("0036000291452"))
    expect(gtinKey(" 4006-3813-33931 ")).toBe("4006381333931")
    expect(gtinKey("12")).toBeNull()
    expect(gtinKey(null)).toBeNull()
  })
})
