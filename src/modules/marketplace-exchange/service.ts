import { WithAccountScan } from "./service/account-scan"
import { WithActivity } from "./service/activity"
import { ServiceBase } from "./service/base"
import { WithChannelProducts } from "./service/channel-products"
import { WithListingFacts } from "./service/listing-facts"
import { WithMoveInMarks } from "./service/move-in-marks"
import { WithOrderLedger } from "./service/order-ledger"
import { WithOrderPoll } from "./service/order-poll"
import { WithProductSync } from "./service/product-sync"
import { WithQueue } from "../../queue/tasks"
import { WithQueueViews } from "../../queue/views"
import { WithRunState } from "./service/run-state"
import { WithSettings } from "./service/settings"

export type { ImportRunState } from "./lib/import-run-state"
export type { AccountChannel, ChannelProductRow, ListingFilter, ListingsFilter } from "./service/channel-products"
export type { AccountScanRow, ScanMatchRow } from "./service/account-scan"
export type { MoveInDecisions } from "./service/account-scan"
export type { ScanOutcome } from "./lib/account-scan-outcomes"
export type { OrderPollPayload } from "./service/order-poll"
export type { SettingsSnapshot } from "./lib/settings-view"
export type { SyncSettings } from "./lib/settings-schema"

/** The layers the others may build on, bottom first: a layer uses only those below it. */
const Core = WithOrderPoll(WithRunState(WithSettings(WithActivity(ServiceBase))))

/**
 * The plugin's data: connection settings and the jobs' run state, the task queue, each product's
 * sync state, listing facts and move-in marks, the read model of the channel's products, catalog mappings, the
 * order ledger, the activity log and the alerts. Each area's methods are a layer of their own under service/, its SQL in its methods
 * (the shared statements and rules in lib/); callers outside the module use this class and
 * types.ts, never lib/ (eslint.config.js). A layer builds on those below it: settings on the
 * activity log (the clients' writes are logged), the run state on the settings (the health view).
 */
class MarketplaceExchangeModuleService extends WithAccountScan(
  WithOrderLedger(WithChannelProducts(WithMoveInMarks(WithListingFacts(WithProductSync(WithQueueViews(WithQueue(Core)))))))
) {}

export default MarketplaceExchangeModuleService
