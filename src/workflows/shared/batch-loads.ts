/**
 * Loads asked for at about the same time, answered by one load of all their keys (at most
 * `maxBatch`): the drain starts many tasks at once, and one read of twenty products costs
 * Medusa about what one read of one does. Each key is read after it was asked for, never from
 * an earlier answer, so a task sees its product as it is when the task runs.
 */
export function batchLoads<V>(
  loadMany: (keys: string[]) => Promise<Map<string, V>>,
  maxBatch = 50
): (key: string) => Promise<V | undefined> {
  type Waiter = { key: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }
  let gathering: Waiter[] | null = null
  const dispatch = (waiters: Waiter[]) => {
    const keys = [...new Set(waiters.map((w) => w.key))]
    loadMany(keys).then(
      (found) => waiters.forEach((w) => w.resolve(found.get(w.key))),
      (error) => waiters.forEach((w) => w.reject(error))
    )
  }
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!gathering) {
        const batch: Waiter[] = []
        gathering = batch
        // The asks of this turn of the event loop (the tasks a claim started) go together.
        setImmediate(() => {
          if (gathering === batch) gathering = null
          dispatch(batch)
        })
      }
      gathering.push({ key, resolve, reject })
      if (gathering.length >= maxBatch) gathering = null
    })
}
