import Medusa from "@medusajs/js-sdk"

const BACKEND_URL = import.meta.env.VITE_BACKEND_URL || "/"

/** The admin's own session carries every request; the backend is the page's origin. Medusa's own routes go through it. */
export const sdk = new Medusa({
  baseUrl: BACKEND_URL,
  debug: import.meta.env.DEV,
  auth: { type: "session" },
})

/**
 * A refusal of the plugin's API with its whole body: the English `message`, the coded `words`
 * the admin says in its language, errors per field. The SDK's FetchError keeps only
 * the message.
 */
export class DetailedError<Body = Record<string, unknown>> extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Body
  ) {
    super(message)
  }
}

export type ApiInit = { method?: "GET" | "POST" | "DELETE"; body?: unknown; query?: Record<string, string | number | boolean | undefined> }

/**
 * A request to the plugin's API with the admin's session, as the SDK's `client.fetch` sends it
 * (JSON both ways, cookies included), but a refusal keeps its body (DetailedError).
 */
export async function api<T, ErrorBody = Record<string, unknown>>(path: string, init: ApiInit = {}): Promise<T> {
  // Joined as the SDK joins them: a backend under a path prefix keeps it.
  const base = new URL(BACKEND_URL, window.location.origin)
  const url = new URL(`${base.pathname.replace(/\/$/, "")}${path}`, base)
  for (const [name, value] of Object.entries(init.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value))
  const response = await fetch(url, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: { accept: "application/json", ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) {
    const data = await response.json().catch(() => ({}))
    throw new DetailedError<ErrorBody>((data as { message?: string }).message ?? response.statusText, response.status, data as ErrorBody)
  }
  if (response.status === 204) return undefined as T
  // A 200 that is no JSON (a proxy's page) fails here, not later as an empty answer.
  return (await response.json()) as T
}

/** The HTTP status of a failed request (ours or the SDK's), or null. */
export const statusOf = (error: unknown): number | null => ((error as { status?: unknown } | null)?.status as number | null) ?? null
