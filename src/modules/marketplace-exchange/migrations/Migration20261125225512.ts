import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * A37: the carrier map is keyed by id, in two parts, instead of by name. A name the store's
 * shipping options carry becomes their ids, a fulfillment provider's id stays; a name that is
 * neither mapped nothing and is dropped. Where the fulfillment module's tables are not in this
 * database, the map starts empty (the orders then say what to map).
 */
export class Migration20261125225512 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`do $$
begin
  if to_regclass('shipping_option') is not null and to_regclass('fulfillment_provider') is not null then
    update "marketplace_exchange_connection_setting" s set "carrier_map" = jsonb_build_object(
      'shipping_options', coalesce((select jsonb_object_agg(o.id, e.value) from jsonb_each(s.carrier_map) e
        join shipping_option o on lower(o.name) = lower(trim(e.key)) and o.deleted_at is null), '{}'::jsonb),
      'fulfillment_providers', coalesce((select jsonb_object_agg(p.id, e.value) from jsonb_each(s.carrier_map) e
        join fulfillment_provider p on lower(p.id) = lower(trim(e.key))), '{}'::jsonb))
    where jsonb_typeof(s.carrier_map) = 'object'
      and s.carrier_map->'shipping_options' is null and s.carrier_map->'fulfillment_providers' is null;
  else
    update "marketplace_exchange_connection_setting" set "carrier_map" = null
    where "carrier_map"->'shipping_options' is null and "carrier_map"->'fulfillment_providers' is null;
  end if;
end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`do $$
begin
  if to_regclass('shipping_option') is not null then
    update "marketplace_exchange_connection_setting" s set "carrier_map" =
      coalesce((select jsonb_object_agg(o.name, e.value) from jsonb_each(coalesce(s.carrier_map->'shipping_options', '{}'::jsonb)) e
        join shipping_option o on o.id = e.key), '{}'::jsonb) || coalesce(s.carrier_map->'fulfillment_providers', '{}'::jsonb)
    where s.carrier_map->'shipping_options' is not null or s.carrier_map->'fulfillment_providers' is not null;
  end if;
end $$;`);
  }

}
