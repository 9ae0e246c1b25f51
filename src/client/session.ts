import { jsonCodec } from "../protocol/codec"
import { LOGIN_PATH, SESSION_COOKIE_NAME, SESSION_LIFETIME_SECONDS } from "../protocol/schema"
import { ExchangeAuthError, ExchangeError, ExchangeProtocolError } from "./errors"
import type { Redactor } from "./redact"
import { DEFAULT_RETRY, retryDelayMs, RetryOptions, shouldRetry, sleep } from "./retry"
import { classifyResponse } from "./classify"
import type { Transport } from "./transport"

export interface SessionOptions {
  authUrl: string
  userName: string
  password: string
  vendor: string
  version: string
  /** Renew this long before the 20 minutes of spec 5.1 rule 5 run out. */
  renewBeforeMs: number
  retry?: RetryOptions
  now?: () => number
}

/** Reads the cookie value of `.ASPXAUTH=<value> ; path=/; HttpOnly` without its trailing space (spec 5.1 rule 4). */
export function sessionCookieFrom(setCookie: string | undefined): string | undefined {
  if (!setCookie) return undefined
  const match = new RegExp(`(?:^|[,;]\\s*)${SESSION_COOKIE_NAME.replace(".", "\\.")}=([^;]*)`).exec(setCookie)
  const value = match?.[1].trim()
  return value ? value : undefined
}

/**
 * The session cookie: one login at a time however many calls wait for it, renewal shortly
 * before expiry, and renewal on demand when the service says the session is gone. The
 * vendor's own connector never renewed and lost every order after 20 minutes.
 */
export class SessionManager {
  private cookie?: { value: string; renewAt: number }
  private pending?: Promise<string>
  /** How many logins this client made; the tests count them. */
  logins = 0

  constructor(
    private readonly options: SessionOptions,
    private readonly transport: Transport,
    private readonly redactor: Redactor
  ) {}

  private now() {
    return (this.options.now ?? Date.now)()
  }

  /** A live cookie, logging in when there is none or it is about to expire. */
  async current(): Promise<string> {
    if (this.cookie && this.now() < this.cookie.renewAt) return this.cookie.value
    return this.renew(this.cookie?.value)
  }

  /**
   * Logs in again because `stale` was refused. Calls that saw the same stale cookie share
   * one login; a call whose cookie was already replaced gets the new one without a login.
   */
  renew(stale: string | undefined): Promise<string> {
    if (this.cookie && this.cookie.value !== stale && this.now() < this.cookie.renewAt) return Promise.resolve(this.cookie.value)
    this.pending ??= this.loginWithRetry().finally(() => {
      this.pending = undefined
    })
    return this.pending
  }

  forget(): void {
    this.cookie = undefined
  }

  private async loginWithRetry(): Promise<string> {
    const retry = this.options.retry ?? DEFAULT_RETRY
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.login()
      } catch (error) {
        // Bad credentials are final at once: no retry storm against the login.
        if (!shouldRetry(error, attempt, retry)) throw error
        await sleep(retryDelayMs(error, attempt, retry))
      }
    }
  }

  private async login(): Promise<string> {
    const path = LOGIN_PATH
    const describe = { method: "POST", path }
    this.logins++
    const response = await this.transport.send({
      method: "POST",
      url: `${this.options.authUrl}${path}`,
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        // Spec 5.1 rule 2: not required, but the service keeps them for support.
        Vendor: this.options.vendor,
        Version: this.options.version,
      },
      body: JSON.stringify({ userName: this.options.userName, password: this.options.password, createPersistentCookie: false }),
      describe,
    })
    if (response.status !== 200) {
      const error = classifyResponse(response, jsonCodec, describe, this.redactor)
      if (error instanceof ExchangeError && (response.status === 401 || response.status === 403)) {
        throw new ExchangeAuthError(`Login refused: ${error.message}`, {
          status: response.status,
          code: error.code,
          errors: error.errors,
          request: describe,
        })
      }
      throw error
    }
    const value = sessionCookieFrom(response.headers["set-cookie"])
    // A20: ASP.NET may also answer 200 {"d": false} without a cookie for bad credentials.
    if (!value) {
      if (/"d"\s*:\s*false/.test(response.body)) {
        throw new ExchangeAuthError("Login refused: the user name or password is wrong", { status: 200, request: describe })
      }
      throw new ExchangeProtocolError("The login answered 200 without a session cookie", { status: 200, request: describe })
    }
    this.redactor.add(value)
    this.cookie = { value, renewAt: this.now() + SESSION_LIFETIME_SECONDS * 1000 - this.options.renewBeforeMs }
    return value
  }
}
