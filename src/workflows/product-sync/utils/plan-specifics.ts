import type { DesiredProduct } from "./map-product"
import { type ContentWrite, write } from "./plan-content"
import type { ProductSnapshot } from "./snapshot"
import { WRITE_KEYS } from "./write-keys"

/**
 * Issue 33: a single product's item specifics as writes, by name (A8: ProductId + Name is the
 * key, and there is no update): removals first, so the service never holds more than 15, then
 * each new or changed one. A snapshot that does not know the service's specifics (older, or
 * linked at move-in) plans every wanted one; the writer reads the service's first. With none
 * wanted and none known, nothing is planned: a product without specifics costs no request.
 */
export function planProductSpecifics(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  if (desired.productType !== 0) return []
  const known = snapshot?.specifics ?? {}
  const wanted = new Map(desired.specifics.map((s) => [s.name, s.value]))
  const removals = Object.keys(known)
    .filter((name) => !wanted.has(name))
    .map((name) => write({ op: "removeProductSpecific", name }, WRITE_KEYS.specific(name), "remove", `Item specific ${name}`))
  const sets = desired.specifics
    .filter((s) => known[s.name]?.value !== s.value)
    .map((s) =>
      write({ op: "setProductSpecific", name: s.name, value: s.value }, WRITE_KEYS.specific(s.name), s.value, `Item specific ${s.name}`)
    )
  return [...removals, ...sets]
}
