import type { ExchangeClient } from "../../../../client"
import { codedMessage, renderMessage } from "../../../../messages"
import { withWords } from "../../../../messages/refusal"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import { clientOrStop } from "../client-or-stop"

const settings = {} as SettingsSnapshot
const serviceWith = (clientFor: () => Promise<ExchangeClient | null>) => ({ clientFor }) as unknown as MarketplaceExchangeModuleService

describe("clientOrStop", () => {
  it("gives the client when there is one", async () => {
    const client = { operations: {} } as unknown as ExchangeClient
    expect(
      await clientOrStop(
        serviceWith(async () => client),
        settings
      )
    ).toEqual({ client, stopped: null })
  })

  it("says a connection not set up as a code the merchant reads in German too, not as English text", async () => {
    const { client, stopped } = await clientOrStop(
      serviceWith(async () => null),
      settings
    )
    expect(client).toBeNull()
    expect(stopped).toEqual({ code: "refusal.connection.not_set_up", params: {} })
    expect(renderMessage(stopped!, "de")).toMatch(/^Die Verbindung zur Marktplatz-Schnittstelle ist nicht eingerichtet/)
  })

  it("says a stored secret that no longer decrypts by its own code", async () => {
    const undecryptable = withWords(new Error("cannot decrypt"), codedMessage("refusal.connection.undecryptable", {}))
    const { stopped } = await clientOrStop(
      serviceWith(async () => {
        throw undecryptable
      }),
      settings
    )
    expect(stopped).toEqual({ code: "refusal.connection.undecryptable", params: {} })
  })
})
