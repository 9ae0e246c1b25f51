import { MedusaService } from "@medusajs/framework/utils"
import { MarketplaceExchangeOptions, validateOptions } from "../lib/connection-settings"
import { AccountScan } from "../models/account-scan"
import { AccountScanItem } from "../models/account-scan-item"
import { ActivityEvent } from "../models/activity-event"
import { Alert } from "../models/alert"
import { CatalogMapping } from "../models/catalog-mapping"
import { ChannelProduct } from "../models/channel-product"
import { Account } from "../models/account"
import { OrderImport } from "../models/order-import"
import { ProductSyncState } from "../models/product-sync-state"
import { RunState } from "../models/run-state"
import { Task } from "../models/task"

/** A class a layer extends: TypeScript's mixin form (a constructor taking whatever Medusa passes). */
export type Constructor<T> = new (...args: any[]) => T

/**
 * The bottom of the module service (service.ts): the plugin's data, with the methods Medusa
 * generates for each model, and the plugin options as checked at boot. Each file beside this one
 * is a layer of one area's methods on top of it; their SQL runs on the manager @InjectManager
 * gives (the decorators work on a layer's class: they mark its prototype, and the manager comes
 * from `baseRepository_`, which MedusaService sets on the instance).
 */
export class ServiceBase extends MedusaService({
  Account,
  RunState,
  Task,
  ProductSyncState,
  // Keyed by its table name, as Query calls the generated methods (listMarketplaceExchangeChannelProducts) over the read-only link.
  MarketplaceExchangeChannelProduct: ChannelProduct,
  CatalogMapping,
  OrderImport,
  ActivityEvent,
  Alert,
  AccountScan,
  AccountScanItem,
}) {
  protected readonly options_: MarketplaceExchangeOptions

  constructor(...args: any[]) {
    super(...args)
    this.options_ = validateOptions(args[1] as MarketplaceExchangeOptions | undefined)
  }
}

/** The instance a layer function makes, for a layer that builds on it: `Constructor<LayerOf<typeof WithSettings>>`. */
export type LayerOf<L extends (...args: any[]) => Constructor<unknown>> = InstanceType<ReturnType<L>>
