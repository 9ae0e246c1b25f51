import Medusa from "@medusajs/js-sdk"

const BACKEND_URL = import.meta.env.VITE_BACKEND_URL || "/"

/** The admin's own session carries every request; the backend is the page's origin. */
export const sdk = new Medusa({
  baseUrl: BACKEND_URL,
  debug: import.meta.env.DEV,
  auth: { type: "session" },
})

/** A refusal whose body says more than its message (errors per field); the SDK's FetchError keeps only the message. */
export class DetailedError<Body> extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Body
  ) {
    super(message)
  }
}

/**
 * POST with the admin's session, keeping a refusal's whole body (DetailedError), for forms
 * that show the server's errors on their fields.
 */
export async function postKeepingErrors<T, ErrorBody = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, new URL(BACKEND_URL, window.location.origin)), {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  })
  const data = await response.json().catch(() => ({}))
  if (!response.ok)
    throw new DetailedError<ErrorBody>((data as { message?: string }).message ?? response.statusText, response.status, data as ErrorBody)
  return data as T
}
