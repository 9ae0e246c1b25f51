import { applyPlan, PlanLine } from "../apply-plan"

const link = (remote: string, product: string): PlanLine => ({
  remote_product_id: remote,
  outcome: "link",
  product_id: product,
  candidates: null,
})
const conflict = (remote: string, candidates: string[]): PlanLine => ({
  remote_product_id: remote,
  outcome: "conflict",
  product_id: null,
  candidates,
})
const onlyThere = (remote: string): PlanLine => ({
  remote_product_id: remote,
  outcome: "only_at_service",
  product_id: null,
  candidates: null,
})
const create = (product: string): PlanLine => ({ remote_product_id: null, outcome: "create", product_id: product, candidates: null })

const plan = [link("10", "prod_a"), conflict("11", ["prod_b", "prod_c"]), onlyThere("12"), create("prod_d")]

describe("applyPlan", () => {
  it("links the links, creates the creates, holds a conflict's candidates and leaves the rest alone", () => {
    expect(applyPlan(plan, [])).toEqual({
      links: [{ productId: "prod_a", remoteId: "10" }],
      creates: ["prod_d"],
      held: [
        { productId: "prod_b", why: "conflict" },
        { productId: "prod_c", why: "conflict" },
      ],
      unknown: [],
      problems: [],
    })
  })

  it("follows the merchant: a conflict linked to one candidate, a link created anew, a create skipped, a lone listing linked", () => {
    const applied = applyPlan(plan, [
      { remote_product_id: "11", action: "link", product_id: "prod_c" },
      { remote_product_id: "10", action: "create" },
      { product_id: "prod_d", action: "skip" },
      { remote_product_id: "12", action: "link", product_id: "prod_b" },
    ])
    expect(applied.links).toEqual([
      { productId: "prod_c", remoteId: "11" },
      { productId: "prod_b", remoteId: "12" },
    ])
    expect(applied.creates).toEqual(["prod_a"])
    expect(applied.held).toEqual([{ productId: "prod_d", why: "skipped" }])
    expect(applied.problems).toEqual([])
  })

  it("skips a conflict: its candidates wait, and a skip outweighs a create", () => {
    const applied = applyPlan(
      [...plan, conflict("13", ["prod_d"])],
      [
        { remote_product_id: "11", action: "skip" },
        { remote_product_id: "13", action: "skip" },
      ]
    )
    expect(applied.creates).toEqual([])
    expect(applied.held.map((h) => [h.productId, h.why])).toEqual([
      ["prod_b", "skipped"],
      ["prod_c", "skipped"],
      ["prod_d", "skipped"],
    ])
  })

  it("refuses a product linked twice, a product not scanned, a link on a create line, and names lines the plan lacks", () => {
    const applied = applyPlan(plan, [
      { remote_product_id: "12", action: "link", product_id: "prod_a" },
      { remote_product_id: "11", action: "link", product_id: "prod_zz" },
      { product_id: "prod_d", action: "link" },
      { remote_product_id: "99", action: "skip" },
      { product_id: "prod_a", action: "skip" },
    ])
    expect(applied.problems).toEqual([
      { code: "refusal.scan.not_in_channel", params: { product: "prod_zz" } },
      { code: "refusal.scan.link_needs_listing", params: { product: "prod_d" } },
      { code: "refusal.scan.linked_twice", params: { product: "prod_a", count: 2, ids: "10, 12" } },
    ])
    expect(applied.unknown).toEqual(["99", "prod_a"])
  })
})
