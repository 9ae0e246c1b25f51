/** The sandbox: a local server that behaves as the exchange service's spec says. */
export { startSandbox, SANDBOX_DEFAULTS } from "./server"
export type { RunningSandbox, SandboxOptions } from "./server"
export type { SandboxContext, RequestLogEntry } from "./context"
export type { SandboxAccounts } from "./accounts"
export type { Faults } from "./faults"
export type { FeedForm } from "./http/versions"
