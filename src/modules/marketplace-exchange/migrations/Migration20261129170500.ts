import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A held order the merchant dismissed (it can never be imported: unreadable values, or its items
 * gone) is a ledger state of its own, `dismissed`, with who dismissed it, when and why: never
 * imported or written back, and no longer in the way of Retry all or the account reset.
 */
export class Migration20261129170500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop constraint if exists "marketplace_exchange_order_import_state_check";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_order_import" add constraint "marketplace_exchange_order_import_state_check" check("state" in ('claimed', 'created', 'completed', 'parked', 'closed', 'dismissed'));`
    )
    this.addSql(
      `alter table if exists "marketplace_exchange_order_import" add column if not exists "dismissed_by" text null, add column if not exists "dismissed_by_email" text null, add column if not exists "dismissed_reason" text null, add column if not exists "dismissed_at" timestamptz null;`
    )
  }

  override async down(): Promise<void> {
    // A dismissed order waits for the merchant again: the older versions know it only as held.
    this.addSql(`update "marketplace_exchange_order_import" set "state" = 'parked' where "state" = 'dismissed';`)
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop constraint if exists "marketplace_exchange_order_import_state_check";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_order_import" add constraint "marketplace_exchange_order_import_state_check" check("state" in ('claimed', 'created', 'completed', 'parked', 'closed'));`
    )
    this.addSql(
      `alter table if exists "marketplace_exchange_order_import" drop column if exists "dismissed_by", drop column if exists "dismissed_by_email", drop column if exists "dismissed_reason", drop column if exists "dismissed_at";`
    )
  }
}
