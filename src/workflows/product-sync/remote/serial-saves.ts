/**
 * One save at a time, each answering only once a save that began after the call is through:
 * lanes of one product record their writes concurrently, and a slower earlier save must never
 * overwrite a later state (nor an intent be taken as recorded before it is). Calls made while a
 * save runs share the one that follows it, so a burst of successes costs two saves, not many.
 */
export function serialSaves(save: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let next: Promise<void> | null = null
  const start = (): Promise<void> => {
    const current: Promise<void> = save().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }
  return () => {
    if (next) return next
    if (!running) return start()
    const following: Promise<void> = running
      .catch(() => undefined)
      .then(() => {
        next = null
        return start()
      })
    next = following
    return following
  }
}
