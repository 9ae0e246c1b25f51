/** The exchange service's client, usable outside Medusa: `medusa-plugin-marketplace-exchange/client`. */
export { ExchangeClient } from "./exchange-client"
export type { ExchangeClientOptions } from "./exchange-client"
export type { ExchangeLogger } from "./core"
export * from "./errors"
export type { HistoryEntry } from "./history"
export { parseSalesOrderHistory } from "./history"
export type { ReviseInventoryInput } from "./resources/operations"
export type * from "./types"
