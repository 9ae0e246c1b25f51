import type { WireFormat } from "../protocol/codec"
import { equalsFilter, queryString } from "../protocol/literals"
import { ENTITY_SETS } from "../protocol/schema"
import { loginBase, serviceBase } from "./base-urls"
import { ClientCore, ExchangeLogger, WriteObserver } from "./core"
import { Redactor } from "./redact"
import {
  catalogsResource,
  discountOffersResource,
  productImagesResource,
  productSpecificsResource,
  optionalProductAttributesResource,
  productsResource,
  productVariationImagesResource,
  productVariationSpecificsResource,
  productVariationsResource,
} from "./resources/catalog"
import { operationsResource } from "./resources/operations"
import { salesOrderItemsResource, salesOrdersResource } from "./resources/orders"
import { DEFAULT_RETRY, RetryOptions } from "./retry"
import { SessionManager } from "./session"
import { Transport } from "./transport"

export interface ExchangeClientOptions {
  /** `{base_url}` of the spec: the data API's host, without `/publicapi/v1/api.svc`. */
  baseUrl: string
  /** `{auth_url}` of the spec: the login's host. */
  authUrl: string
  userName: string
  password: string
  subscriptionToken: string
  format?: WireFormat
  /** Sent on login (spec 5.1 rule 2) and on every data request (A1): the shop system with its version, and the connector's version. */
  vendor?: string
  version?: string
  /** Per call; default 30 s. */
  timeoutMs?: number
  /** Calls in flight at once; default 8. */
  maxConcurrency?: number
  /** Larger answers fail with a protocol error; default 20 MiB. */
  maxResponseBytes?: number
  retry?: Partial<RetryOptions>
  /** Renew the session this long before its 20 minutes end; default 60 s. */
  renewBeforeMs?: number
  logger?: ExchangeLogger
  /** Told of every write (method other than GET) once it succeeded or failed for good; must not throw. */
  onWrite?: WriteObserver
  /** The client's clock for session renewal; Date.now unless a simulation needs another. */
  now?: () => number
}

/** A ForeignId no product carries: the connection check's read answers an empty feed. */
const PING_FOREIGN_ID = "marketplace-exchange-connection-check"

/**
 * A typed client of the exchange service (spec sections 4 and 5), independent of Medusa.
 * Sessions renew themselves, repeatable calls are retried, creates are never duplicated.
 */
export class ExchangeClient {
  readonly products
  readonly productImages
  readonly productVariations
  readonly productVariationSpecifics
  readonly productSpecifics
  readonly optionalProductAttributes
  readonly productVariationImages
  readonly discountOffers
  readonly catalogs
  readonly salesOrders
  readonly salesOrderItems
  readonly operations
  private readonly core: ClientCore
  private readonly session: SessionManager

  constructor(options: ExchangeClientOptions) {
    const retry = { ...DEFAULT_RETRY, ...options.retry }
    const identity = { Vendor: options.vendor ?? "medusa-plugin-marketplace-exchange", Version: options.version ?? "0.0.0" }
    const redactor = new Redactor([options.password, options.subscriptionToken])
    const transport = new Transport({
      timeoutMs: options.timeoutMs ?? 30_000,
      maxConcurrency: options.maxConcurrency ?? 8,
      maxResponseBytes: options.maxResponseBytes ?? 20 * 1024 * 1024,
    })
    this.session = new SessionManager(
      {
        authUrl: loginBase(options.authUrl),
        userName: options.userName,
        password: options.password,
        vendor: identity.Vendor,
        version: identity.Version,
        renewBeforeMs: options.renewBeforeMs ?? 60_000,
        retry,
        now: options.now,
      },
      transport,
      redactor
    )
    this.core = new ClientCore(
      serviceBase(options.baseUrl),
      options.format ?? "json",
      options.subscriptionToken,
      this.session,
      transport,
      redactor,
      retry,
      options.logger,
      identity,
      options.onWrite
    )
    this.products = productsResource(this.core)
    this.productImages = productImagesResource(this.core)
    this.productVariations = productVariationsResource(this.core)
    this.productVariationSpecifics = productVariationSpecificsResource(this.core)
    this.productSpecifics = productSpecificsResource(this.core)
    this.optionalProductAttributes = optionalProductAttributesResource(this.core)
    this.productVariationImages = productVariationImagesResource(this.core)
    this.discountOffers = discountOffersResource(this.core)
    this.catalogs = catalogsResource(this.core)
    this.salesOrders = salesOrdersResource(this.core)
    this.salesOrderItems = salesOrderItemsResource(this.core)
    this.operations = operationsResource(this.core)
  }

  /**
   * Tests the connection: logs in (afresh unless `reuseSession`: a health check every few
   * seconds must not log in each time) and reads one page of an entity set, which must decode
   * as the service's feed: any 200 at the address (a web server, a login page, an XML bomb)
   * is not the exchange service. Resolves with the time it took, or throws the typed error a
   * merchant can act on (auth, unavailable, protocol).
   */
  async ping(options: { reuseSession?: boolean } = {}): Promise<{ ok: true; latencyMs: number }> {
    const started = Date.now()
    if (!options.reuseSession) this.session.forget()
    const filter = equalsFilter([{ name: "ForeignId", type: "Edm.String", value: PING_FOREIGN_ID }])
    await this.core.firstPage(ENTITY_SETS.Products, `Products${queryString({ $filter: filter })}`)
    return { ok: true, latencyMs: Date.now() - started }
  }

  /** Logs in afresh (spec 5.1), for a check that times the login on its own. */
  async login(): Promise<void> {
    this.session.forget()
    await this.session.current()
  }

  /**
   * `GET <root>/$metadata` (A54): the service's CSDL as the service wrote it (XML in every wire
   * format); the reader is the caller's, liberal in namespaces and prefixes.
   */
  async metadata(): Promise<string> {
    return (await this.core.call({ method: "GET", path: "$metadata", idempotent: true })).body
  }

  /** How many times this client logged in (for diagnostics and tests). */
  get loginCount(): number {
    return this.session.logins
  }

  close(): Promise<void> {
    return this.core.close()
  }
}
