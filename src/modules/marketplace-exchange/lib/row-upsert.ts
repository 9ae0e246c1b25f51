import { MedusaError } from "@medusajs/framework/utils"
import { sql, SqlContext } from "./sql"

/** Column names as this module's change builders make them (settings-view.ts, import-run-state.ts), never from a request. */
const COLUMN = /^[a-z_]+$/

/**
 * Writes `changes` to the one row `id` of `table` in one statement, creating it when missing, and
 * answers the row as it is now: no read before the write (Medusa's update reads the row first),
 * only the columns given are set, and a JSON value replaces the stored one whole (Medusa's update
 * merges it into the stored object, so a key the caller removed would stay).
 */
export async function upsertRow<T>(
  context: SqlContext,
  table: string,
  id: string,
  changes: Record<string, unknown>,
  jsonColumns: readonly string[] = []
): Promise<T> {
  const columns = Object.keys(changes).filter((column) => changes[column] !== undefined)
  const bad = columns.find((column) => !COLUMN.test(column))
  if (bad) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Not a column name: ${bad}`)
  const isJson = (column: string) => jsonColumns.includes(column)
  const values = columns.map((column) => (isJson(column) && changes[column] !== null ? JSON.stringify(changes[column]) : changes[column]))
  const placeholders = columns.map((column) => (isJson(column) ? "?::jsonb" : "?"))
  const updates = [...columns.map((column) => `${column} = excluded.${column}`), "updated_at = now()"]
  const [row] = await sql<T>(
    context,
    `insert into ${table} (${["id", ...columns].join(", ")}) values (${["?", ...placeholders].join(", ")})
     on conflict (id) do update set ${updates.join(", ")}
     returning *`,
    [id, ...values]
  )
  return row
}
