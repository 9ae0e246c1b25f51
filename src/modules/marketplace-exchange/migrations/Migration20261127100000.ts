import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** An activity event's message as a code with parameters, for the admin's language. */
export class Migration20261127100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_activity" add column if not exists "words" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_activity" drop column if exists "words";`);
  }

}
