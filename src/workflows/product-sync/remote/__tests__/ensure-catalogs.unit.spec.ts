import { ExchangeUnavailableError, ExchangeValidationError, type ExchangeClient } from "../../../../client"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../../../modules/marketplace-exchange/types"
import { ensureCatalogs } from "../ensure-catalogs"

/**
 * A33: two products of one new category race to create its catalog. The loser's create is
 * refused, with a code the spec does not show; whatever it is, the catalog is read back by its
 * ForeignId and adopted.
 */
function race(refusal: Error, winner: { Id: string } | undefined) {
  const mappings: Array<Record<string, unknown>> = []
  const client = {
    catalogs: {
      create: async () => {
        throw refusal
      },
      findByForeignId: jest.fn(async () => winner),
    },
  } as unknown as ExchangeClient & { catalogs: { findByForeignId: jest.Mock } }
  const service = {
    listCatalogMappings: async () => mappings,
    createCatalogMappings: async (row: Record<string, unknown>) => void mappings.push(row),
  } as unknown as MarketplaceExchangeModuleService
  const run = () => ensureCatalogs(FIRST_ACCOUNT_ID, client, service, [{ id: "pcat_shirts", name: "Shirts" }], new Map(), () => new Date(0))
  return { client, mappings, run }
}

const refused = (code?: string) =>
  new ExchangeValidationError("The exchange service refused the data", { status: 400, code, request: { method: "POST", path: "Catalogs" } })

describe("ensureCatalogs: the catalog create race (A33)", () => {
  it.each([["3003"], ["9999"], [undefined]])(
    "adopts the catalog another product created when the create is refused (code %s)",
    async (code) => {
      const { client, mappings, run } = race(refused(code), { Id: "601" })
      const ensured = await run()
      expect(ensured).toMatchObject({ remoteIds: { pcat_shirts: "601" }, refusals: [], problems: [] })
      expect(client.catalogs.findByForeignId).toHaveBeenCalledWith("pcat_shirts")
      expect(mappings).toEqual([expect.objectContaining({ category_id: "pcat_shirts", remote_catalog_id: "601" })])
    }
  )

  it("keeps the refusal when no catalog has the ForeignId: the service said no to this one", async () => {
    const { run } = race(refused("3001"), undefined)
    const ensured = await run()
    expect(ensured.remoteIds).toEqual({})
    expect(ensured.refusals).toEqual([expect.objectContaining({ key: "catalog:pcat_shirts", code: "3001", subject: 'Catalog "Shirts"' })])
  })

  it("leaves an outage to the retry of the whole sync, without reading anything back", async () => {
    const { client, run } = race(new ExchangeUnavailableError("503", { status: 503 }), { Id: "601" })
    await expect(run()).rejects.toBeInstanceOf(ExchangeUnavailableError)
    expect(client.catalogs.findByForeignId).not.toHaveBeenCalled()
  })
})
