import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * A ledger row is closed when the service no longer holds its order (the account's
 * sales orders were emptied, or the order answered 404), with why and when, so the plugin never
 * asks that id again.
 */
export class Migration20261126031500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop constraint if exists "marketplace_exchange_order_import_state_check";`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "closed_reason" text null, add column if not exists "closed_at" timestamptz null;`);
    this.addSql(`alter table if exists "marketplace_exchange_order_import" add constraint "marketplace_exchange_order_import_state_check" check("state" in ('claimed', 'created', 'completed', 'parked', 'closed'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop constraint if exists "marketplace_exchange_order_import_state_check";`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "closed_reason", drop column if exists "closed_at";`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" add constraint "marketplace_exchange_order_import_state_check" check("state" in ('claimed', 'created', 'completed', 'parked'));`);
  }

}
