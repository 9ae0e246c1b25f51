/** Ids a refusal names before it only hints at the rest: a selection may hold up to 1000. */
const NAMED = 10

/** Ids as a message's `ids` parameter, in no language: "a, b, c", or the first ten and "…" (its `count` says how many). */
export function idsParam(ids: readonly string[], named = NAMED): string {
  return ids.length > named ? `${ids.slice(0, named).join(", ")}, …` : ids.join(", ")
}
