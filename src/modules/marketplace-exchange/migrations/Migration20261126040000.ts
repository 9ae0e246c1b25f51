import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * A claim walks due pending tasks of one priority in run_after order and stops at its
 * LIMIT; a running task of the same entity is found by its key, not by scanning running rows.
 */
export class Migration20261126040000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_sync_task_priority_run_after" ON "marketplace_exchange_sync_task" ("priority", "run_after") WHERE state = 'pending' AND deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_sync_task_kind_entity_id" ON "marketplace_exchange_sync_task" ("kind", "entity_id") WHERE state = 'running' AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_marketplace_exchange_sync_task_priority_run_after";`);
    this.addSql(`drop index if exists "IDX_marketplace_exchange_sync_task_kind_entity_id";`);
  }

}
