import type { ServiceMessage } from "../protocol/codec"

/**
 * One class per failure kind, each saying whether repeating the call can help. Messages and
 * attached request data never hold credentials (see redact.ts).
 */
export type ExchangeErrorKind = "auth" | "validation" | "not_found" | "rate_limited" | "unavailable" | "protocol"

export interface FailedRequest {
  method: string
  /** Path and query below the service root; never a credential. */
  path: string
}

export interface ExchangeErrorDetails {
  status?: number
  /** The service's first error code (A19), when it gave one. */
  code?: string
  /** Every error message of the body (either shape, A18). */
  errors?: ServiceMessage[]
  /** Warnings that came with the failure, kept apart from the errors. */
  warnings?: ServiceMessage[]
  request?: FailedRequest
  cause?: unknown
}

export abstract class ExchangeError extends Error {
  abstract readonly kind: ExchangeErrorKind
  abstract readonly retryable: boolean
  readonly status?: number
  readonly code?: string
  readonly errors: ServiceMessage[]
  readonly warnings: ServiceMessage[]
  readonly request?: FailedRequest

  constructor(message: string, details: ExchangeErrorDetails = {}) {
    super(message)
    this.name = new.target.name
    if (details.cause !== undefined) Object.defineProperty(this, "cause", { value: details.cause, enumerable: false })
    this.status = details.status
    this.code = details.code
    this.errors = details.errors ?? []
    this.warnings = details.warnings ?? []
    this.request = details.request
  }
}

/** Wrong user name, password or subscription token, or a session that cannot be renewed. */
export class ExchangeAuthError extends ExchangeError {
  readonly kind = "auth"
  readonly retryable = false
}

/** The service refused the content (4xx with its codes): fix the data, then try again. */
export class ExchangeValidationError extends ExchangeError {
  readonly kind = "validation"
  readonly retryable = false
}

export class ExchangeNotFoundError extends ExchangeError {
  readonly kind = "not_found"
  readonly retryable = false
}

/** 429: try again after `retryAfterMs`. */
export class ExchangeRateLimitedError extends ExchangeError {
  readonly kind = "rate_limited"
  readonly retryable = true
  readonly retryAfterMs?: number
  constructor(message: string, details: ExchangeErrorDetails & { retryAfterMs?: number } = {}) {
    super(message, details)
    this.retryAfterMs = details.retryAfterMs
  }
}

/**
 * The service could not be reached or failed (connection error, timeout, 5xx). `ambiguous`
 * says the request may have been processed although no answer came back.
 */
export class ExchangeUnavailableError extends ExchangeError {
  readonly kind = "unavailable"
  readonly retryable = true
  readonly ambiguous: boolean
  constructor(message: string, details: ExchangeErrorDetails & { ambiguous?: boolean } = {}) {
    super(message, details)
    this.ambiguous = details.ambiguous ?? false
  }
}

/** The code a `false` answer of an operation is reported with (spec 4.3: the service did not do it). */
export const ANSWERED_FALSE = "false"

/**
 * A49: ReviseInventoryStatus answered `false` to a stock. The spec gives the operation no `false`
 * and no reason, so nothing says the value is wrong: it is the service not taking it now, and
 * repeating it (absolute values) can succeed. Retryable, unlike a refusal of the data.
 */
export class ExchangeStockNotTakenError extends ExchangeUnavailableError {}

/** Whether the stock of a ReviseInventoryStatus was answered `false` (A49), also after the error crossed a workflow. */
export function isStockNotTaken(error: unknown): boolean {
  const exchange = asExchangeError(error)
  return exchange?.kind === "unavailable" && exchange.code === ANSWERED_FALSE
}

/** An answer that does not decode, is hostile or too large, or a method the service refuses. */
export class ExchangeProtocolError extends ExchangeError {
  readonly kind = "protocol"
  readonly retryable = false
}

export const isExchangeError = (error: unknown): error is ExchangeError => error instanceof ExchangeError

const CLASSES: Record<ExchangeErrorKind, new (message: string, details?: ExchangeErrorDetails) => ExchangeError> = {
  auth: ExchangeAuthError,
  validation: ExchangeValidationError,
  not_found: ExchangeNotFoundError,
  rate_limited: ExchangeRateLimitedError,
  unavailable: ExchangeUnavailableError,
  protocol: ExchangeProtocolError,
}

/**
 * The error as the client threw it, also after it crossed a Medusa workflow: the workflow
 * engine keeps a failed step's error as a plain object of its own properties, so `instanceof`
 * no longer holds. Undefined for anything that is not an exchange error.
 */
export function asExchangeError(error: unknown): ExchangeError | undefined {
  if (error instanceof ExchangeError) return error
  if (!error || typeof error !== "object") return undefined
  const plain = error as Partial<ExchangeError> & { message?: unknown; retryAfterMs?: number; ambiguous?: boolean }
  const Class = typeof plain.kind === "string" ? CLASSES[plain.kind as ExchangeErrorKind] : undefined
  if (!Class || typeof plain.retryable !== "boolean" || typeof plain.message !== "string") return undefined
  return new Class(plain.message, {
    ...plain,
    status: plain.status,
    code: plain.code,
    errors: plain.errors,
    warnings: plain.warnings,
    request: plain.request,
  } as ExchangeErrorDetails)
}
