/**
 * Values read at most once per `ttlMs` per key, concurrent reads sharing one load: for what
 * every sync task reads and almost never changes (the settings row, the region's currency, the
 * channel's stock locations), so a queue of thousands does not read them thousands of times. A
 * failed load is not kept. `forget()` drops everything (after this instance changed it).
 */
export class ShortLived<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now()
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && this.now() - entry.at < this.ttlMs) return entry.value
    const value = load()
    this.entries.set(key, { at: this.now(), value })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  forget(): void {
    this.entries.clear()
  }
}

/**
 * How long a sync task may work with what another task read: a change in the admin reaches
 * this instance's next task at once (it forgets on save), another instance's within a second.
 */
export const TASK_READ_TTL_MS = 1000
