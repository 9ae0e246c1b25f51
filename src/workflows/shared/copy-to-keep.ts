/** Int64 ids as strings: the longer is the larger, then by digits. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/**
 * Of several copies of one product at the service (second listings), the one to keep: the
 * most variations, then the newest (the highest id). Adoption and reconciliation agree on it.
 */
export const newestMostComplete = <T extends { remoteId: string; variations: number }>(copies: T[]): T =>
  [...copies].sort((a, b) => b.variations - a.variations || compareIds(b.remoteId, a.remoteId))[0]
