import { PostListingAction } from "../../../../listings/actions/validators"
import { PostProductCategory } from "../validators"

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message)

/** Every way a merchant types a category id into the admin API: the product's route and the listings' bulk action. */
describe("category ids at the admin API (spec 4.3: categoryId1/2 are Int64)", () => {
  it("takes an id with spaces around it, as the Int64 that is sent", () => {
    expect(PostProductCategory.parse({ category_id_1: " 15687 ", category_id_2: "011450" })).toEqual({
      category_id_1: "15687",
      category_id_2: "11450",
    })
    const bulk = PostListingAction.parse({ action: "set_categories", product_ids: ["prod_1"], category_id_1: "15687 " })
    expect(bulk.category_id_1).toBe("15687")
  })

  it("refuses an id that is no Int64 above 0 with a message naming the field", () => {
    for (const id of ["9223372036854775808", "99999999999999999999", "0", "15 687", "15687x", ""]) {
      expect(issues(PostProductCategory.safeParse({ category_id_1: id }))).toEqual([
        "category_id_1 must be the marketplace's numeric category id (a whole number from 1 to 9223372036854775807), such as 15687",
      ])
    }
    expect(issues(PostProductCategory.safeParse({ category_id_1: "15687", category_id_2: "9223372036854775808" }))).toEqual([
      "category_id_2 must be the marketplace's numeric category id (a whole number from 1 to 9223372036854775807), such as 15687",
    ])
    const bulk = PostListingAction.safeParse({ action: "set_categories", product_ids: ["prod_1"], category_id_1: "9223372036854775808" })
    expect(issues(bulk)).toEqual([expect.stringMatching(/^category_id_1 must be the marketplace's numeric category id/)])
  })
})
