/**
 * One page of the catch-up: Medusa's channel holds `medusa` (ids of one id range), the read model
 * `ours` (the same range). Those only in Medusa's are read and recorded, those only in ours are
 * forgotten (out of the channel, or deleted).
 */
export function channelDiff(medusa: readonly string[], ours: readonly string[]): { missing: string[]; extra: string[] } {
  const inMedusa = new Set(medusa)
  const inOurs = new Set(ours)
  return {
    missing: medusa.filter((id) => !inOurs.has(id)),
    extra: ours.filter((id) => !inMedusa.has(id)),
  }
}

/**
 * Where a page of the catch-up ends: the last id of Medusa's page when the page is full (ours are
 * compared up to it), or nowhere (null: ours to the end) when it was the last page.
 */
export function pageEnd(page: readonly string[], pageSize: number): string | null {
  return page.length < pageSize ? null : page[page.length - 1]
}
