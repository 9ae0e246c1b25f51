import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The order ledger keeps no claim of its own: an import's changes are fenced by its queue task's
 * claim (lib/order-ledger.ts), so the row's claim token and claim time go.
 */
export class Migration20261129110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "claim_token";`)
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "claimed_at";`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "claimed_at" timestamptz null;`)
    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "claim_token" text null;`)
  }
}
