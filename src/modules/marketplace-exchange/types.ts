/**
 * The module's surface for code outside it (routes, workflows, jobs, the admin, tests, benchmarks):
 * the types and constants its callers need, re-exported; lib/ and service/ are the module's own
 * (eslint.config.js keeps them so). Safe for the admin's browser bundle: types, and constants of
 * files that import no Node code. The module itself and WORKER_ID are index.ts's, the service
 * class and its SettingsSnapshot service.ts's.
 */
import type { ConnectionSettingsView } from "./lib/connection-settings"
import type { SyncSettings } from "./lib/settings-schema"
import type { AccountIdentity } from "./lib/settings-view"

export type { ActivitySubject } from "./lib/activity-scope"
export { ALERT_KEYS } from "./lib/alert-keys"
export { LIVE_DEADLINE_MS, WIRE_FORMATS } from "./lib/connection-settings"
export type { ConnectionCredentials, ConnectionSettingsInput, ConnectionSettingsView, WireFormat } from "./lib/connection-settings"
export type { ImportRunState } from "./lib/import-run-state"
export type { ScanVariationForm, ScanVariationReading } from "./lib/scan-variation-reading"
export { SCAN_OUTCOMES as SCAN_OUTCOMES_LIST, SCAN_OVERRIDES } from "./lib/account-scan-outcomes"
export type { MoveInMark, ScanOutcome, ScanOverride } from "./lib/account-scan-outcomes"
export { LISTING_STATES, likePattern, SEVERITIES } from "./lib/listing-states"
export type { Severity } from "./lib/listing-states"
export type { ListingState } from "./lib/listing-states"
export { OrderClaimLostError } from "./lib/order-ledger"
export type { ClaimedOrder, OrderTaskClaim, OrderWaitingForStock, OrderWriteBackState, PolledLedgerRow } from "./lib/order-ledger"
export { HEARTBEAT_MS, MAX_ATTEMPTS, TASK_KINDS, TASK_READ_TTL_MS, TASK_TABLE } from "../../queue/sql"
export type { ClaimedTask, TaskBatchRow, TaskClaim, TaskFailure, TaskKind, TaskOutcome } from "../../queue/sql"
export type { AccountIdentity, SettingsSnapshot } from "./lib/settings-view"
export type { AccountIdentityInput } from "./lib/account-identity"
export { FIRST_ACCOUNT_ID } from "./lib/first-account"
export { unmatchedKey } from "./lib/product-snapshot"
export type { ProductFields, ProductSnapshot, VariationSnapshot } from "./lib/product-snapshot"
export { blocksCreate, isProductFieldKey, laneOf, WRITE_KEYS } from "./lib/write-keys"
export type { Lane } from "./lib/write-keys"
export type { SyncSettingName, SyncSettings } from "./lib/settings-schema"
/**
 * GET and POST /admin/marketplace-exchange/settings and …/accounts/:id answer this: which account,
 * its connection (secrets as set or not) and every sync setting.
 */
export type SettingsView = AccountIdentity &
  ConnectionSettingsView &
  SyncSettings & {
    /** The chosen channel's stock locations: where the marketplace's stock is counted. */
    stock_locations: Array<{ id: string; name: string }>
  }

export {
  ACTIVITY_RETENTION_DAYS,
  ALERT_LANGUAGES,
  IMPORT_ALERT_MINUTES,
  LISTING_CHECK_HOURS,
  LISTING_CHECKS_PER_MINUTE,
  MARKETPLACE_SITES,
  MAX_QUANTITY,
  MAX_REQUESTS_IN_FLIGHT,
  NO_PRICE_RULE,
  ORDER_POLL_SECONDS,
  PRICE_ENDINGS,
  PRICE_RULE_PERCENT,
  DEFAULT_SPECIFIC_NAMES,
  SPECIFIC_ATTRIBUTES,
  STOCK_BUFFER,
  STRIKE_PRICE_SOURCES,
  TITLE_OVERFLOWS,
} from "./lib/sync-settings"
export type {
  AlertLanguage,
  CarrierMap,
  GpsrByBrand,
  MarketplaceSite,
  PriceEnding,
  PriceRule,
  SpecificAttribute,
  SpecificNames,
  StrikePriceSource,
  TitleOverflow,
} from "./lib/sync-settings"
