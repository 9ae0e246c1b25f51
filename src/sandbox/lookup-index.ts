import type { EdmValue, EntityValues } from "../protocol/edm"
import { comparable } from "../protocol/filter"

/**
 * The key under which a value is indexed: values that `$filter eq` calls equal share a key
 * (a number in text and the number, 5L and 5), so a lookup by key never misses a match.
 */
export function lookupKey(value: EdmValue | null | undefined): string {
  if (value === null || value === undefined) return "null"
  const form = comparable(value)
  if (typeof form === "string") return `s:${form}`
  if (typeof form === "number" && !Number.isInteger(form)) return `n:${form}`
  return `n:${BigInt(form)}`
}

/**
 * Ids by property value for one entity set's property, so that "the variations of product 7"
 * costs the same with 100,000 products as with 10 (a scan of the set cost milliseconds each).
 */
export class LookupIndex {
  private readonly ids = new Map<string, Set<string>>()

  constructor(
    private readonly property: string,
    entities: Record<string, EntityValues>
  ) {
    for (const [id, values] of Object.entries(entities)) this.add(id, values)
  }

  add(id: string, values: EntityValues): void {
    const key = lookupKey(values[this.property])
    let ids = this.ids.get(key)
    if (!ids) this.ids.set(key, (ids = new Set()))
    ids.add(id)
  }

  delete(id: string, values: EntityValues): void {
    const key = lookupKey(values[this.property])
    const ids = this.ids.get(key)
    ids?.delete(id)
    if (ids && !ids.size) this.ids.delete(key)
  }

  /** Ids whose value shares the key of `value`: every match, perhaps more; callers compare. */
  candidates(value: EdmValue | null): Iterable<string> {
    return this.ids.get(lookupKey(value)) ?? []
  }
}
