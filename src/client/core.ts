import { codecFor, DecodedEntity, DecodedFeed, WireCodec, WireFormat } from "../protocol/codec"
import type { EntityValues } from "../protocol/edm"
import { ProtocolError } from "../protocol/errors"
import { equalsFilter, queryString } from "../protocol/literals"
import { EntitySetDef, REQUEST_PROTOCOL_HEADERS, SERVICE_PATH } from "../protocol/schema"
import type { CallSpec } from "./call-spec"
import { classifyResponse } from "./classify"
import { ExchangeAuthError, ExchangeProtocolError, ExchangeRateLimitedError, ExchangeUnavailableError } from "./errors"
import { Redactor } from "./redact"
import { DEFAULT_RETRY, retryDelayMs, RetryOptions, shouldRetry, sleep } from "./retry"
import { observedWrite, WriteObserver } from "./observed-write"
import { SessionManager } from "./session"
import { RawResponse, Transport } from "./transport"

export type { CallSpec } from "./call-spec"
export type { WriteObserver, WriteReport } from "./observed-write"

/** 401 codes a fresh session does not cure: the subscription token, the Vendor and the Version header. */
const NOT_FIXED_BY_LOGIN = new Set(["1001", "1002", "1003"])

export interface ExchangeLogger {
  debug?(message: string): void
  info?(message: string): void
  warn?(message: string): void
  error?(message: string): void
}

export interface CreateOptions {
  /** After an unclear failure whose look-up finds nothing, POST again (default) or throw. */
  repostWhenNotFound?: boolean
  /**
   * Awaited right before each POST of the create leaves (a repost and a replay after a new login
   * too), once the call holds its place among those in flight. A caller dates its intent here
   * when the create waited long (for its place, a Retry-After), so how long a late commit is
   * awaited counts from when the service last got the create. When it throws, the POST is not
   * sent and the create fails with its error. It holds a place among the calls in flight
   * while it runs: it must be quick and never use the client.
   */
  beforeSend?: () => Promise<void>
}

/**
 * The engine under every resource: session cookie and token on each call, one re-login and
 * replay on 401 or a redirect (A20), retries of repeatable calls, and creates that are never
 * repeated blindly.
 */
export class ClientCore {
  readonly codec: WireCodec
  private readonly root: string

  constructor(
    /** `{base_url}`; `$links` bodies address catalogs below it. */
    readonly linkBase: string,
    format: WireFormat,
    private readonly subscriptionToken: string,
    readonly session: SessionManager,
    private readonly transport: Transport,
    readonly redactor: Redactor,
    private readonly retry: RetryOptions = DEFAULT_RETRY,
    readonly logger: ExchangeLogger = {},
    /** Vendor and Version (A1): sent on every request, as the service's codes 1002/1003 ask. */
    private readonly identity: { Vendor: string; Version: string } = { Vendor: "medusa-plugin-marketplace-exchange", Version: "0.0.0" },
    private readonly onWrite?: WriteObserver
  ) {
    this.codec = codecFor(format)
    this.root = `${linkBase}${SERVICE_PATH}`
  }

  async call(spec: CallSpec): Promise<RawResponse> {
    if (spec.method === "GET" || !this.onWrite) return this.callWithRetries(spec)
    return observedWrite(spec, this.onWrite, this.redactor, (observed) => this.callWithRetries(observed))
  }

  private async callWithRetries(spec: CallSpec): Promise<RawResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.callOnce(spec)
      } catch (error) {
        if (!spec.idempotent || !shouldRetry(error, attempt, this.retry)) throw error
        const delay = retryDelayMs(error, attempt, this.retry)
        this.logger.debug?.(
          `exchange: ${spec.method} ${spec.path} failed (${(error as Error).message}); attempt ${attempt + 1} in ${delay} ms`
        )
        await sleep(delay)
      }
    }
  }

  private async callOnce(spec: CallSpec): Promise<RawResponse> {
    let renewed = false
    for (;;) {
      const cookie = await this.session.current()
      const describe = { method: spec.method, path: spec.path }
      const response = await this.transport.send(
        {
          method: spec.method,
          url: `${this.root}/${spec.path}`,
          headers: {
            ...REQUEST_PROTOCOL_HEADERS,
            ...this.identity,
            SubscriptionToken: this.subscriptionToken,
            Cookie: `.ASPXAUTH=${cookie}`,
            Accept: this.codec.accept,
            ...(spec.body !== undefined ? { "Content-Type": this.codec.contentType } : {}),
          },
          body: spec.body,
          describe,
        },
        spec.beforeSend
      )
      if (response.status >= 200 && response.status < 300) return response
      const error = classifyResponse(response, this.codec, describe, this.redactor)
      // A 401, or the session's or credentials' codes with any status (A48); a redirect to a login page (A20).
      const sessionGone = error.kind === "auth" || (response.status >= 300 && response.status < 400)
      if (sessionGone) {
        // 1001: the token is wrong; 1002/1003: a header is missing. A new login cannot fix those (A20).
        if (error.code && NOT_FIXED_BY_LOGIN.has(error.code))
          throw new ExchangeAuthError(error.message, { status: response.status, code: error.code, errors: error.errors, request: describe })
        if (!renewed) {
          renewed = true
          await this.session.renew(cookie)
          continue
        }
        throw new ExchangeAuthError(`The service refused a fresh session: ${error.message}`, {
          status: response.status,
          code: error.code,
          request: describe,
        })
      }
      throw error
    }
  }

  decode<T>(decode: () => T, spec: Pick<CallSpec, "method" | "path">): T {
    try {
      return decode()
    } catch (error) {
      if (error instanceof ProtocolError) {
        throw new ExchangeProtocolError(this.redactor.text(`${spec.method} ${spec.path}: ${error.message}`), {
          request: spec,
          cause: error.message,
        })
      }
      throw error
    }
  }

  async getEntry(set: EntitySetDef, path: string): Promise<DecodedEntity> {
    const response = await this.call({ method: "GET", path, idempotent: true })
    return this.decode(() => this.codec.decodeEntry(set, response.body), { method: "GET", path })
  }

  /** One page of a feed, decoded: its shape is checked, its next link not followed. */
  async firstPage(set: EntitySetDef, path: string): Promise<DecodedFeed> {
    const response = await this.call({ method: "GET", path, idempotent: true })
    return this.decode(() => this.codec.decodeFeed(set, response.body), { method: "GET", path })
  }

  /** Every entry of a feed, following the service's next links as given (A21). */
  async getAll(set: EntitySetDef, path: string): Promise<DecodedEntity[]> {
    const entries: DecodedEntity[] = []
    for await (const page of this.pages(set, path)) entries.push(...page.entries)
    return entries
  }

  /**
   * A feed page by page, following the service's next links. A next link already followed would
   * make the feed endless: it ends the feed with a protocol error instead of another request.
   */
  async *pages(set: EntitySetDef, path: string): AsyncGenerator<DecodedFeed> {
    const followed = new Set<string>()
    let next: string | undefined = path
    while (next !== undefined) {
      const current: string = next
      followed.add(current)
      const response = await this.call({ method: "GET", path: current, idempotent: true })
      const feed = this.decode(() => this.codec.decodeFeed(set, response.body), { method: "GET", path: current })
      yield feed
      next = feed.nextLink ? this.relativeToRoot(feed.nextLink) : undefined
      if (next !== undefined && followed.has(next)) {
        throw new ExchangeProtocolError(
          this.redactor.text(`GET ${current}: the service sent a next link it had sent before (${next}); the feed would never end.`),
          { request: { method: "GET", path: current } }
        )
      }
    }
  }

  /** A next link may be absolute, relative, and in either spelling of the service path. */
  relativeToRoot(link: string): string {
    const url = new URL(link, `${this.root}/`)
    const path = url.pathname
    const index = path.toLowerCase().indexOf(SERVICE_PATH.toLowerCase())
    const below = index >= 0 ? path.slice(index + SERVICE_PATH.length).replace(/^\//, "") : path.replace(/^\//, "")
    return `${below}${url.search}`
  }

  /**
   * POST of a new entity. It is not repeated blindly: after a failure that may have created
   * it (timeout, reset, 5xx) the entity is first looked up by its natural key (A6) and
   * returned if it exists; only then is the create tried again, unless `repostWhenNotFound`
   * is false: a service that commits late would then hold two, so the failure is thrown for
   * the caller, who recorded its intent, to look again later.
   */
  async create(set: EntitySetDef, values: EntityValues, options: CreateOptions = {}): Promise<DecodedEntity> {
    const body = this.codec.encodeEntityRequest(set, values)
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.call({ method: "POST", path: set.name, body, idempotent: false, beforeSend: options.beforeSend })
        const entity = this.decode(() => this.codec.decodeEntry(set, response.body), { method: "POST", path: set.name })
        for (const warning of entity.messages)
          this.logger.warn?.(`exchange: ${set.name} ${warning.code}: ${warning.message} ${warning.description ?? ""}`.trim())
        return entity
      } catch (error) {
        if (!shouldRetry(error, attempt, this.retry)) throw error
        const mayExist = error instanceof ExchangeUnavailableError && error.ambiguous && !(error instanceof ExchangeRateLimitedError)
        if (mayExist) {
          // A look-up that fails (refused too) leaves the create as unclear as it was: its own error stays.
          const found = await this.findByNaturalKey(set, values).catch((lookUp) => {
            this.logger.debug?.(
              this.redactor.text(
                `exchange: ${set.name} look-up after an unclear create failed (${(lookUp as Error).message}); it stays unclear`
              )
            )
            throw error
          })
          if (found === null) throw error
          if (found) {
            this.logger.info?.(`exchange: ${set.name} create had no clear answer; found it by its natural key`)
            return found
          }
          if (options.repostWhenNotFound === false) throw error
        }
        await sleep(retryDelayMs(error, attempt, this.retry))
      }
    }
  }

  /** The entity with the same natural key, undefined if none, null if the values have no key. */
  async findByNaturalKey(set: EntitySetDef, values: EntityValues): Promise<DecodedEntity | undefined | null> {
    const key = set.naturalKeys.find((names) =>
      names.every((name) => name in values && (values[name] !== "" || set.name === "DiscountOffers"))
    )
    if (!key) return null
    const filter = equalsFilter(key.map((name) => ({ name, type: set.properties[name].type, value: values[name] ?? null })))
    const entries = await this.getAll(set, `${set.name}${queryString({ $filter: filter })}`)
    return entries[0]
  }

  close(): Promise<void> {
    return this.transport.close()
  }
}
