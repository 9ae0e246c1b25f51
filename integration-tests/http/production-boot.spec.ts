import { spawnSync } from "child_process"
import { randomBytes } from "crypto"
import path from "path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"

jest.setTimeout(120_000)

const ROOT = path.resolve(__dirname, "../..")

/**
 * Boots the real app (`medusa exec`) in production mode with the given encryption key, on a
 * migrated database.
 */
function bootInProduction(databaseUrl: string, key: string | undefined) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    MEDUSA_DISABLE_TELEMETRY: "true",
  }
  delete env.MARKETPLACE_EXCHANGE_ENCRYPTION_KEY
  if (key !== undefined) env.MARKETPLACE_EXCHANGE_ENCRYPTION_KEY = key
  const result = spawnSync(
    process.execPath,
    [require.resolve("@medusajs/cli/cli.js"), "exec", "./integration-tests/fixtures/boot-check.ts"],
    { cwd: ROOT, env, encoding: "utf8", timeout: 100_000 }
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

medusaIntegrationTestRunner({
  testSuite: ({ dbConfig }) => {
    describe("the encryption key in production", () => {
      it("stops the app at boot when MARKETPLACE_EXCHANGE_ENCRYPTION_KEY is missing, naming it", () => {
        const { status, output } = bootInProduction(dbConfig.clientUrl, undefined)
        expect(status).not.toBe(0)
        expect(output).toContain("MARKETPLACE_EXCHANGE_ENCRYPTION_KEY is not set")
        expect(output).not.toContain("BOOT-CHECK")
      })

      it("stops the app when the key is malformed", () => {
        const { status, output } = bootInProduction(dbConfig.clientUrl, "short")
        expect(status).not.toBe(0)
        expect(output).toContain("MARKETPLACE_EXCHANGE_ENCRYPTION_KEY must be 32 random bytes")
      })

      it("boots with a well-formed key, without the development-key warning", () => {
        const { status, output } = bootInProduction(dbConfig.clientUrl, randomBytes(32).toString("base64"))
        expect({ status, tail: output.slice(-2000) }).toMatchObject({ status: 0 })
        expect(output).toContain("BOOT-CHECK: marketplace exchange module loaded")
        expect(output).not.toContain("fixed development key")
      })
    })
  },
})
