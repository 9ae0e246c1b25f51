import { Agent, errors as undiciErrors, request } from "undici"
import { ExchangeProtocolError, ExchangeUnavailableError, FailedRequest } from "./errors"

export interface TransportOptions {
  timeoutMs: number
  maxConcurrency: number
  maxResponseBytes: number
}

export interface RawRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
  /** What errors may show of this request (no credentials). */
  describe: FailedRequest
}

export interface RawResponse {
  status: number
  headers: Record<string, string | undefined>
  body: string
}

/**
 * Bounds how many calls are in flight; the rest wait their turn in order. A finished call hands
 * its place straight to the next waiter, so no newcomer can slip in between and exceed the limit.
 */
class Semaphore {
  private active = 0
  private readonly waiting: Array<() => void> = []
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

/**
 * HTTP for the client: a keep-alive pool, a timeout per call, bounded concurrency and a cap
 * on response size. Redirects are never followed (an expired session may answer 302 to a login
 * page, which the session logic handles). Failures become typed errors; whether a request may
 * have been processed is kept (`ambiguous`).
 */
export class Transport {
  private readonly agent: Agent
  private readonly gate: Semaphore

  constructor(private readonly options: TransportOptions) {
    this.agent = new Agent({ connections: options.maxConcurrency, keepAliveTimeout: 30_000, pipelining: 1 })
    this.gate = new Semaphore(options.maxConcurrency)
  }

  /**
   * `beforeSend` is awaited once the call holds its place among those in flight, right before it
   * leaves: what a caller records there is dated by the send, not by the wait for a place.
   */
  send(raw: RawRequest, beforeSend?: () => Promise<void>): Promise<RawResponse> {
    return this.gate.run(async () => {
      if (beforeSend) await beforeSend()
      return this.sendNow(raw)
    })
  }

  private async sendNow(raw: RawRequest): Promise<RawResponse> {
    let sent = false
    // Our own timer, cleared when the call ends: AbortSignal.timeout's timer would stay armed for
    // the whole timeout after the answer came, and keep each call's signal past the young
    // generation's collections (a Sync all at full speed grew the heap by hundreds of MB so).
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(Object.assign(new Error("timeout"), { name: "TimeoutError" })), this.options.timeoutMs)
    try {
      const response = await request(raw.url, {
        dispatcher: this.agent,
        method: raw.method as never,
        headers: raw.headers,
        body: raw.body,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
        signal: abort.signal,
      })
      sent = true
      const body = await this.readCapped(response.body, raw)
      const headers: Record<string, string | undefined> = {}
      for (const [name, value] of Object.entries(response.headers))
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value
      return { status: response.statusCode, headers, body }
    } catch (error) {
      if (error instanceof ExchangeProtocolError) throw error
      throw this.connectionFailure(error, raw, sent)
    } finally {
      clearTimeout(timer)
    }
  }

  private async readCapped(body: AsyncIterable<Buffer> & { destroy(): void }, raw: RawRequest): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of body) {
      size += chunk.length
      if (size > this.options.maxResponseBytes) {
        body.destroy()
        throw new ExchangeProtocolError(
          `The answer to ${raw.describe.method} ${raw.describe.path} is larger than ${this.options.maxResponseBytes} bytes`,
          {
            request: raw.describe,
          }
        )
      }
      chunks.push(chunk)
    }
    return Buffer.concat(chunks).toString("utf8")
  }

  /**
   * A request that never reached the server (refused, DNS) was not processed; one that failed
   * after it was written (reset, timeout) may have been: that is the ambiguous case.
   */
  private connectionFailure(error: unknown, raw: RawRequest, answered: boolean): ExchangeUnavailableError {
    const code = (error as { code?: string }).code ?? ""
    const neverConnected = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"].includes(code)
    const timedOut =
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError ||
      (error as Error).name === "TimeoutError" ||
      (error as Error).name === "AbortError"
    const what = timedOut ? `no answer within ${this.options.timeoutMs} ms` : `connection failed (${code || (error as Error).message})`
    return new ExchangeUnavailableError(`${raw.describe.method} ${raw.describe.path}: ${what}`, {
      request: raw.describe,
      ambiguous: answered || !neverConnected,
      cause: code || (error as Error).name,
    })
  }

  close(): Promise<void> {
    return this.agent.close()
  }
}
