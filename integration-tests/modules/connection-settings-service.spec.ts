import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"

jest.setTimeout(60_000)

/**
 * The module alone on a real database, with plugin options as a store's medusa-config.ts
 * would give them: options pre-fill what is not stored, stored values win.
 */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  moduleOptions: {
    baseUrl: "https://api.example.com/publicapi/v1/api.svc",
    authUrl: "https://auth.example.com",
    userName: "from-options",
    password: "option-password",
    format: "atom",
  },
  testSuite: ({ service, MikroOrmWrapper }) => {
    describe("plugin options pre-fill the connection settings", () => {
      it("shows option values where nothing is stored, and says which", async () => {
        expect(await service.getConnectionSettingsView()).toMatchObject({
          base_url: "https://api.example.com",
          user_name: "from-options",
          format: "atom",
          password_set: true,
          subscription_token_set: false,
          prefilled_from_options: ["base_url", "auth_url", "user_name", "format", "password"],
        })
        // The token is still missing, so there is nothing to build a client from yet.
        expect(await service.getConnectionCredentials()).toBeNull()
      })

      it("lets stored values win over options and completes the credentials", async () => {
        await service.saveConnectionSettings({
          user_name: "stored-user",
          auth_url: "https://auth.example.com",
          subscription_token: "stored-token",
        })
        const view = await service.getConnectionSettingsView()
        expect(view).toMatchObject({ user_name: "stored-user", prefilled_from_options: ["base_url", "format", "password"] })
        expect(await service.getConnectionCredentials()).toEqual({
          baseUrl: "https://api.example.com",
          authUrl: "https://auth.example.com",
          userName: "stored-user",
          password: "option-password",
          subscriptionToken: "stored-token",
          format: "atom",
        })
        // The option password never follows a login address stored elsewhere.
        await service.saveConnectionSettings({ auth_url: "https://elsewhere.example" })
        expect(await service.getConnectionSettingsView()).toMatchObject({ password_set: false })
        expect(await service.getConnectionCredentials()).toBeNull()
      })

      it("reports a secret written with another key instead of returning garbage", async () => {
        await service.saveConnectionSettings({ password: "p", subscription_token: "t", auth_url: "https://a.test" })
        await MikroOrmWrapper.forkManager().execute(
          `update marketplace_exchange_connection_setting set password_encrypted = 'v1.AAAAAAAA.AAAA.AAAA.AAAA'`
        )
        await expect(service.getConnectionCredentials()).rejects.toThrow(/different MARKETPLACE_EXCHANGE_ENCRYPTION_KEY/)
      })
    })
  },
})
