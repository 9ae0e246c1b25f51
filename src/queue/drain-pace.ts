/**
 * How many tasks a drain keeps in progress for the instance's in-flight limit: a product spends
 * part of its run in the database and in Medusa's workflow (loading, saving its snapshot), not
 * at the service, so more tasks than requests keep the limit filled meanwhile. Measured on the
 * real path (bench/real-path.ts, limit 16, 50 ms): twice the limit reached 1.30x to 1.34x the
 * lower bound, three times 1.23x, with less CPU per product (larger batched loads).
 */
export function tasksInProgressFor(maxRequestsInFlight: number): number {
  return Math.max(2, maxRequestsInFlight * 3)
}

/**
 * Free places at which the drain claims again. While tasks run it waits for a quarter of the
 * places to free up, so a large queue is claimed in groups rather than by one query per
 * finished task; with nothing running it claims at once.
 */
export function refillAt(concurrency: number, running: number): number {
  return running === 0 ? 1 : Math.max(1, Math.floor(concurrency / 4))
}
