import type { Context } from "@medusajs/framework/types"

/**
 * Raw SQL through the module's own connection (Medusa's data layer): the context that
 * @InjectManager gives a service method, with `?` placeholders.
 */
type Executor = { execute(sql: string, params?: unknown[]): Promise<unknown> }
/** `transactionManager` under @InjectTransactionManager (one transaction), else `manager`. */
export type SqlContext = Context & { manager?: Executor; transactionManager?: Executor }
export type StateCount = { state: string; count: string }
/** `select state, count(*)` rows -> a count for every state, 0 where none. */
export function countsByState<S extends string>(rows: StateCount[], states: readonly S[]): Record<S, number> {
  const counts = Object.fromEntries(states.map((state) => [state, 0])) as Record<S, number>
  for (const row of rows) if (states.includes(row.state as S)) counts[row.state as S] = Number(row.count)
  return counts
}
export const sql = async <T>(context: SqlContext, query: string, params: unknown[]): Promise<T[]> =>
  (await (context.transactionManager ?? context.manager)!.execute(query, params)) as T[]
