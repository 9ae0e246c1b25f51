/** One call to the service as the client core sends it (core.ts), and as a write report names it (observed-write.ts). */
export interface CallSpec {
  method: "GET" | "POST" | "PUT" | "DELETE"
  /** Below `<root>/`, query included, e.g. `Products(1L)/Title`. */
  path: string
  body?: string
  /** Safe to repeat: reads, property updates, deletes, operations setting absolute values. */
  idempotent: boolean
  /** See `CreateOptions.beforeSend`: awaited right before each attempt leaves. */
  beforeSend?: () => Promise<void>
}
