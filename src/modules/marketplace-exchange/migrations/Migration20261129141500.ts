import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The last service check (A55) on the run-state row: what each request form answered, and what the service sent that the spec does not show. */
export class Migration20261129141500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" add column if not exists "service_check" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" drop column if exists "service_check";`)
  }
}
