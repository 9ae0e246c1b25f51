#!/usr/bin/env node
import { LOGIN_PATH, SERVICE_PATH } from "../protocol/schema"
import { FEED_FORMS } from "./http/versions"
import { SANDBOX_DEFAULTS, SandboxOptions, startSandbox } from "./server"

/**
 * `marketplace-exchange-sandbox` / `npm run sandbox -- [flags]`: serves the sandbox until
 * Ctrl+C. Binds 127.0.0.1 unless told otherwise, so nothing outside this machine reaches it.
 */
const USAGE = `Usage: marketplace-exchange-sandbox [--port 4010] [--host 127.0.0.1] [--user demo]
       [--password demo] [--token demo-token] [--data state.json] [--page-size 100] [--feed-form wcf|v2]`

const FLAGS: Record<string, keyof SandboxOptions> = {
  "--port": "port",
  "--host": "host",
  "--user": "user",
  "--password": "password",
  "--token": "token",
  "--data": "dataFile",
  "--page-size": "pageSize",
  "--feed-form": "feedForm",
}

export function parseArgs(argv: string[]): SandboxOptions {
  const options: Record<string, string | number> = {}
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2)
    const key = FLAGS[flag]
    if (!key) throw new Error(`Unknown flag ${argv[i]}\n${USAGE}`)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`)
    if (key === "port" || key === "pageSize") {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a whole number, not ${value}`)
      options[key] = n
    } else if (key === "feedForm") {
      if (!(FEED_FORMS as readonly string[]).includes(value)) throw new Error(`${flag} must be ${FEED_FORMS.join(" or ")}, not ${value}`)
      options[key] = value
    } else {
      options[key] = value
    }
  }
  return options as SandboxOptions
}

async function main() {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(USAGE)
    return
  }
  let options: SandboxOptions
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
  const sandbox = await startSandbox(options)
  const { credentials } = sandbox.context
  console.log(`Marketplace exchange sandbox listening on ${sandbox.url}`)
  console.log(`  data API  ${sandbox.url}${SERVICE_PATH}   (base URL: ${sandbox.url})`)
  console.log(`  login     ${sandbox.url}${LOGIN_PATH}   (auth URL: ${sandbox.url})`)
  console.log(`  user name ${credentials.user}   password ${credentials.password}   subscription token ${credentials.token}`)
  const others = sandbox.accounts.all().filter((account) => account !== sandbox.context)
  // A60: accounts added earlier and kept in the --data file log in with their own credentials.
  if (others.length)
    console.log(`  accounts  ${others.map((account) => account.credentials.user).join(", ")} (besides ${credentials.user})`)
  console.log(`  control   ${sandbox.url}/_sandbox/{reset,accounts,purchases,clock,faults,requests,traffic,state}`)
  if (options.dataFile) console.log(`  state kept in ${options.dataFile}`)
  const stop = async (signal: string) => {
    console.log(`${signal}: stopping the sandbox`)
    await sandbox.close()
    process.exit(0)
  }
  process.once("SIGINT", () => void stop("SIGINT"))
  process.once("SIGTERM", () => void stop("SIGTERM"))
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.code === "EADDRINUSE" ? `Port in use: ${error.message}. Choose another with --port.` : error)
    process.exit(1)
  })
}

export { SANDBOX_DEFAULTS }
