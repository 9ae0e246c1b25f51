import { AsyncLocalStorage } from "async_hooks"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The accounts' settings (a row each). */
export const ACCOUNT_TABLE = "marketplace_exchange_account"
/** What the jobs write about their runs (one row, apart from the merchant's settings). */
export const RUN_STATE_TABLE = "marketplace_exchange_run_state"

type QueryEvents = {
  on(event: "query", listener: (query: { sql: string }) => void): void
  removeListener(event: "query", listener: (query: { sql: string }) => void): void
}

/** Which run a statement belongs to: the work `statementsNaming` starts, not the jobs ticking beside it. */
const currentRun = new AsyncLocalStorage<(sql: string) => void>()

/**
 * Runs `run` and answers the statements it sent that name `table` (reads and writes alike), as
 * the module's connection (Medusa's shared one) sent them to the database. Only statements of
 * this run's own async work count: the poll job or a drain of the same app running at that
 * moment is left out.
 */
export async function statementsNaming<T>(
  container: MedusaContainer,
  table: string,
  run: () => Promise<T>
): Promise<{ result: T; statements: string[] }> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as QueryEvents
  const listener = (query: { sql: string }) => currentRun.getStore()?.(query.sql)
  const statements: string[] = []
  knex.on("query", listener)
  try {
    // The table's name as a word: marketplace_exchange_account is not marketplace_exchange_account_scan.
    const naming = new RegExp(`\\b${table}\\b`)
    const result = await currentRun.run((sql) => naming.test(sql) && statements.push(sql), run)
    return { result, statements }
  } finally {
    knex.removeListener("query", listener)
  }
}

/** The statements that read the settings row itself, not only the version a task checks first (service/settings.ts). */
export const rowReads = (statements: string[]) => statements.filter((sql) => !sql.includes("xmin::text as version"))

/** The statements `run` sent to the settings table. */
export const countSettingsStatements = <T>(container: MedusaContainer, run: () => Promise<T>) =>
  statementsNaming(container, ACCOUNT_TABLE, run)
