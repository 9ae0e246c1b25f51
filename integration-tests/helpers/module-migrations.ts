import fs from "fs"
import path from "path"

/** The module's hand-written migrations (Medusa runs them in the order of their names). */
export const MIGRATIONS_DIR = path.resolve(__dirname, "../../src/modules/marketplace-exchange/migrations")

/** Every table of the module, as the previous release and this one name them. */
export const MODULE_TABLES = "marketplace\\_exchange\\_%"

/** A statement on the test's database, with `?` bindings. */
export type Execute = (statement: string, bindings?: unknown[]) => Promise<any[]>

/** A unit of work in one transaction: what the migrator gives each migration. */
export type InTransaction = (work: (execute: Execute) => Promise<void>) => Promise<void>

/** The migrations in the folder, oldest first: a migration added later is found without naming it here. */
export function moduleMigrationNames(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^Migration\d{14}\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort()
}

/** The SQL one direction of a migration adds, read by running its class by hand (it only ever calls `addSql`). */
export async function migrationStatements(name: string, direction: "up" | "down"): Promise<string[]> {
  const MigrationClass = require(path.join(MIGRATIONS_DIR, name))[name]
  const statements: string[] = []
  const migration = Object.assign(Object.create(MigrationClass.prototype), { addSql: (statement: string) => statements.push(statement) })
  await migration[direction]()
  return statements
}

/** Runs migrations one direction, each in its own transaction as Medusa's migrator does. */
export async function runMigrations(inTransaction: InTransaction, names: string[], direction: "up" | "down"): Promise<void> {
  for (const name of names) {
    const statements = await migrationStatements(name, direction)
    try {
      await inTransaction(async (execute) => {
        for (const statement of statements) await execute(statement)
      })
    } catch (error) {
      throw new Error(`${name}.${direction}() failed: ${(error as Error).message}`)
    }
  }
}

/** The module's tables as the database has them: columns, indexes and constraints, to compare two schemas. */
export async function moduleSchema(
  execute: Execute
): Promise<Record<string, { columns: string[]; indexes: string[]; constraints: string[] }>> {
  const columns = await execute(
    `select table_name as t, column_name || ' ' || data_type || case when is_nullable = 'NO' then ' not null' else '' end ||
       coalesce(' default ' || column_default, '') as d
     from information_schema.columns where table_schema = current_schema() and table_name like ?`,
    [MODULE_TABLES]
  )
  const indexes = await execute(
    `select tablename as t, indexdef as d from pg_indexes where schemaname = current_schema() and tablename like ?`,
    [MODULE_TABLES]
  )
  const constraints = await execute(
    `select c.relname as t, k.conname || ' ' || pg_get_constraintdef(k.oid) as d
     from pg_constraint k join pg_class c on c.oid = k.conrelid
     where c.relnamespace = current_schema()::regnamespace and c.relname like ?`,
    [MODULE_TABLES]
  )
  const schema: Record<string, { columns: string[]; indexes: string[]; constraints: string[] }> = {}
  const add = (rows: Array<{ t: string; d: string }>, part: "columns" | "indexes" | "constraints") => {
    for (const row of rows) (schema[row.t] ??= { columns: [], indexes: [], constraints: [] })[part].push(row.d)
  }
  add(columns, "columns")
  add(indexes, "indexes")
  add(constraints, "constraints")
  for (const table of Object.values(schema)) for (const part of Object.values(table)) part.sort()
  return schema
}

/** Drops every table of the module, to build its schema from the migrations alone. */
export async function dropModuleTables(execute: Execute): Promise<void> {
  const tables = await execute(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_name like ?`,
    [MODULE_TABLES]
  )
  for (const { table_name } of tables) await execute(`drop table if exists "${table_name}" cascade`)
}
