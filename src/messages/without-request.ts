/**
 * A service error as the client words it ("GET SalesOrders()?$filter=… answered 503: Service
 * unavailable") for a merchant: without the request, which only support reads (the activity log
 * keeps it), as "503: Service unavailable." in any language, and ending a sentence, so a note can
 * follow. The service's own message stays as it sent it. One rule for the server's words and the admin's tiles.
 */
export function withoutRequest(message: string): string {
  const rest = message
    .replace(/^(GET|POST|PUT|PATCH|DELETE) \S+ /, "")
    .replace(/^answered (\d{3}): /, "$1: ")
    .trim()
  return /[.!?]$/.test(rest) ? rest : `${rest}.`
}
