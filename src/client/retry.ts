import { ExchangeError, ExchangeRateLimitedError } from "./errors"

export interface RetryOptions {
  /** Attempts in all, the first included. */
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY: RetryOptions = { maxAttempts: 6, baseDelayMs: 200, maxDelayMs: 5000 }

/** The one place that decides whether a failure is worth another attempt. */
export function shouldRetry(error: unknown, attempt: number, options: RetryOptions): boolean {
  return error instanceof ExchangeError && error.retryable && attempt < options.maxAttempts
}

/** The longest Retry-After honoured, so a bad header cannot park a worker for an hour. */
export const MAX_RETRY_AFTER_MS = 120_000

/**
 * Capped exponential backoff with jitter (half fixed, half random); a 429's Retry-After wins
 * when it asks for longer.
 */
export function retryDelayMs(error: unknown, attempt: number, options: RetryOptions, random = Math.random): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1))
  const jittered = Math.round(exponential / 2 + random() * (exponential / 2))
  if (error instanceof ExchangeRateLimitedError && error.retryAfterMs !== undefined) {
    return Math.max(jittered, Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS))
  }
  return jittered
}

/** Retry-After as seconds or as an HTTP date (RFC 9110). */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
