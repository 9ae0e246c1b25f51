import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The names Medusa's product attributes go to eBay under as item specifics (null: the
 * German defaults), and the GPSR data per brand (null: none).
 */
export class Migration20261129100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "specific_names" jsonb null, add column if not exists "gpsr_by_brand" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "specific_names", drop column if exists "gpsr_by_brand";`);
  }

}
