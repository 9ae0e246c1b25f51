import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The columns the jobs write, moved from the settings row to the run-state row, with their SQL types. */
const RUN_COLUMNS: Array<[string, string]> = [
  ["import_failing_since", "timestamptz null"],
  ["last_poll_at", "timestamptz null"],
  ["poll_failures", "integer not null default 0"],
  ["next_poll_at", "timestamptz null"],
  ["poll_order_filter", "jsonb null"],
  ["poll_lease_owner", "text null"],
  ["poll_lease_until", "timestamptz null"],
  ["last_import_at", "timestamptz null"],
  ["last_import_error", "text null"],
  ["orders_changed_cursor", "timestamptz null"],
  ["reconciled_at", "timestamptz null"],
  ["reconcile_report", "jsonb null"],
];
const NAMES = RUN_COLUMNS.map(([name]) => `"${name}"`).join(", ");

/**
 * The connection as lib/settings-view.ts connectionKey fingerprints it: a form of the order
 * filter learned before this migration (A31) was learned on the connection stored now.
 */
const CONNECTION_KEY = `md5(concat_ws(E'\\n', coalesce("base_url", ''), coalesce("auth_url", ''), coalesce("user_name", ''), coalesce("password_encrypted", ''), coalesce("subscription_token_encrypted", ''), coalesce("format", '')))`;

/**
 * What the jobs write (the order poll's lease and schedule, the import's state, the
 * last reconciliation) leaves the merchant's settings row for a row of its own, so a job can no
 * longer overwrite what the merchant just saved. The current values are taken over.
 */
export class Migration20261126063000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "marketplace_exchange_run_state" ("id" text not null, ${RUN_COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(", ")}, "poll_order_filter_connection" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_run_state_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_run_state_deleted_at" ON "marketplace_exchange_run_state" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`insert into "marketplace_exchange_run_state" ("id", ${NAMES}, "poll_order_filter_connection") select 'mxrun_default', ${NAMES}, case when "poll_order_filter" is null then null else ${CONNECTION_KEY} end from "marketplace_exchange_connection_setting" where "deleted_at" is null order by ("id" = 'mxcon_default') desc limit 1 on conflict ("id") do nothing;`);
    this.addSql(`insert into "marketplace_exchange_run_state" ("id") values ('mxrun_default') on conflict ("id") do nothing;`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" ${RUN_COLUMNS.map(([name]) => `drop column if exists "${name}"`).join(", ")};`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" ${RUN_COLUMNS.map(([name, type]) => `add column if not exists "${name}" ${type}`).join(", ")};`);
    this.addSql(`update "marketplace_exchange_connection_setting" s set ${RUN_COLUMNS.map(([name]) => `"${name}" = r."${name}"`).join(", ")} from "marketplace_exchange_run_state" r where r."id" = 'mxrun_default';`);
    this.addSql(`drop table if exists "marketplace_exchange_run_state" cascade;`);
  }

}
