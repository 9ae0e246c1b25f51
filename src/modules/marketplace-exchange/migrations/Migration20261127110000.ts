import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Orders waiting for the merchant (parked) or for their import (claimed) are found by
 * an index of their own, so a stock change and every product's stock read look only at them.
 * Rows parked for stock before codes existed are said as such (with no SKU, they are tried again
 * with the next stock change, and then name theirs).
 */
export class Migration20261127110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "IDX_marketplace_exchange_order_import_waiting" on "marketplace_exchange_order_import" (created_at) where state in ('parked', 'claimed') and deleted_at is null;`);
    this.addSql(`update "marketplace_exchange_order_import" set reasons = (
      select jsonb_agg(case when r->>'code' = 'not_enough_stock'
        then jsonb_build_object('code', 'order.not_enough_stock_unnamed', 'params', '{}'::jsonb, 'message', r->>'message', 'fix', null)
        else r end)
      from jsonb_array_elements(reasons) r)
    where state = 'parked' and jsonb_typeof(reasons) = 'array'
      and exists (select 1 from jsonb_array_elements(reasons) r where r->>'code' = 'not_enough_stock');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_marketplace_exchange_order_import_waiting";`);
  }

}
