import Medusa from "@medusajs/js-sdk"

/** The admin's own session carries every request; the backend is the page's origin. */
export const sdk = new Medusa({
  baseUrl: import.meta.env.VITE_BACKEND_URL || "/",
  debug: import.meta.env.DEV,
  auth: { type: "session" },
})
