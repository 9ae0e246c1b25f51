/** Ids a message names before it only counts the rest: a selection may hold up to 1000. */
const NAMED = 10

/**
 * Ids as a merchant reads them in a message: "a, b and c", or the first ten and "and 7 more",
 * so a 404 names what was unknown without repeating a thousand ids.
 */
export function idList(ids: readonly string[], named = NAMED): string {
  if (ids.length <= 1) return ids.join("")
  if (ids.length > named) return `${ids.slice(0, named).join(", ")} and ${ids.length - named} more`
  return `${ids.slice(0, -1).join(", ")} and ${ids[ids.length - 1]}`
}
