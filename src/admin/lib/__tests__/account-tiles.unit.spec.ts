import type { AccountHealthFigures } from "../../../api/admin/marketplace-exchange/health/accounts/accounts-health-answer"
import { accountTile } from "../account-tiles"

const figures = (over: Partial<AccountHealthFigures>): AccountHealthFigures => ({
  id: "mxcon_default",
  name: "eBay",
  marketplace_site: "ebay.de",
  last_import_at: null,
  last_import_age_seconds: null,
  import_failing: false,
  waiting: 0,
  products: { parked: 0, attention: 0, failed: 0, gone_at_service: 0 },
  orders_parked: 0,
  listings_not_active: 0,
  ...over,
})

const shop = figures({ last_import_age_seconds: 600, waiting: 3, products: { parked: 1, attention: 2, failed: 0, gone_at_service: 0 } })
const outlet = figures({
  id: "mxacc_outlet",
  name: "Outlet",
  marketplace_site: "ebay.at",
  last_import_age_seconds: 40,
  import_failing: true,
  orders_parked: 2,
  products: { parked: 0, attention: 0, failed: 4, gone_at_service: 1 },
})

describe("a health tile over several accounts", () => {
  it("adds the counts up and keeps a line per account, named with its eBay site, in the accounts' order", () => {
    expect(accountTile("products", [shop, outlet])).toEqual({
      total: 7,
      bad: true,
      lines: [
        { id: "mxcon_default", label: "eBay · eBay.de", value: 3, bad: true },
        { id: "mxacc_outlet", label: "Outlet · eBay.at", value: 4, bad: true },
      ],
    })
    expect(accountTile("waiting", [shop, outlet])).toMatchObject({ total: 3, bad: false })
    expect(accountTile("gone", [shop, outlet]).lines.map((line) => [line.value, line.bad])).toEqual([
      [0, false],
      [1, true],
    ])
  })

  it("is red only for the accounts whose figure is: orders held by one account", () => {
    const tile = accountTile("orders", [shop, outlet])
    expect(tile.total).toBe(2)
    expect(tile.lines.map((line) => line.bad)).toEqual([false, true])
    expect(accountTile("listings", [shop, outlet])).toMatchObject({ total: 0, bad: false })
  })

  it("says the freshest import of any account, and which account's import fails", () => {
    expect(accountTile("last_import", [shop, outlet])).toMatchObject({
      total: 40,
      bad: true,
      lines: [
        { label: "eBay · eBay.de", value: 600, bad: false },
        { label: "Outlet · eBay.at", value: 40, bad: true },
      ],
    })
    expect(accountTile("last_import", [figures({}), figures({ id: "mxacc_b2b" })]).total).toBeNull()
  })
})
