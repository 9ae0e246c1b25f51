/**
 * The sweep's pace: each instance spaces its ProductIsListed requests evenly at
 * `perMinute`, and claims only what the minute's answered checks (every instance's, the syncs'
 * too) leave of it, so listing checks never crowd out stock and price updates.
 */
export const gapBetweenChecksMs = (perMinute: number): number => Math.ceil(60_000 / Math.max(1, perMinute))

/** How many listings this round may claim: what the minute's budget has left, in small rounds. */
export function claimSize(perMinute: number, answeredLastMinute: number, round = 10): number {
  return Math.max(0, Math.min(round, perMinute - answeredLastMinute))
}
