import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Why the last order poll failed, as a code with parameters, for the admin's language. */
export class Migration20261128090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" add column if not exists "last_import_error_words" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" drop column if exists "last_import_error_words";`);
  }

}
