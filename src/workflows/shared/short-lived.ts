/**
 * Values read at most once per `ttlMs` per key, concurrent reads sharing one load: for what
 * every task reads and almost never changes (the region's currency, the channel's stock
 * locations), so a queue of thousands does not read them thousands of times. A failed load is
 * not kept; a load in progress is shared until it settles (at most `maxPendingMs`), and fresh from
 * then (the catch-up of the channel's products takes seconds at 100,000). `forget()` drops everything, `forget(key)` one value (after this
 * instance changed it). Here, beside the workflows that use it. The settings are not read this way: a task checks
 * their row's version and reads them again only when it changed (service/settings.ts).
 */
export class ShortLived<T> {
  /** `at`: when the load settled (null while it runs); `started`: when it began. */
  private readonly entries = new Map<string, { at: number | null; started: number; value: Promise<T> }>()

  /** `maxPendingMs`: a load running longer is no longer waited for by new callers (a hung read stalls no one after it). */
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxPendingMs = 30_000
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key)
    const pending = entry?.at === null && this.now() - entry.started < this.maxPendingMs
    if (entry && (pending || (entry.at !== null && this.now() - entry.at < this.ttlMs))) return entry.value
    const value = load()
    const fresh = { at: null as number | null, started: this.now(), value }
    this.entries.set(key, fresh)
    value.then(
      () => {
        fresh.at = this.now()
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key)
      }
    )
    return value
  }

  /** Drops the key's value, or every value without a key. */
  forget(key?: string): void {
    if (key === undefined) this.entries.clear()
    else this.entries.delete(key)
  }
}
