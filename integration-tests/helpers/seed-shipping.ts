import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createLocationFulfillmentSetWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
} from "@medusajs/medusa/core-flows"
import type { StoreSetup } from "./seed-catalog"

export interface ShippingSetup {
  shippingProfileId: string
  shippingOptionId: string
}

/**
 * Shipping from the channel's location to Germany: the manual provider, a fulfillment set with
 * one zone, a profile and a flat "Marketplace shipping" option. Marketplace orders are created
 * with this option; products in the profile can be fulfilled with it.
 */
export async function seedShipping(container: MedusaContainer, store: StoreSetup): Promise<ShippingSetup> {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.create({ [Modules.STOCK_LOCATION]: { stock_location_id: store.locationId }, [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" } })
  await createLocationFulfillmentSetWorkflow(container).run({
    input: { location_id: store.locationId, fulfillment_set_data: { name: "Berlin shipping", type: "shipping" } },
  })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [location] } = await query.graph({ entity: "stock_location", fields: ["fulfillment_sets.id"], filters: { id: store.locationId } })
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const zone = await fulfillment.createServiceZones({
    name: "Germany",
    fulfillment_set_id: location.fulfillment_sets[0].id,
    geo_zones: [{ type: "country", country_code: "de" }],
  })
  const { result: [profile] } = await createShippingProfilesWorkflow(container).run({ input: { data: [{ name: "Marketplace parcels", type: "default" }] } })
  const { result: [option] } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: "Marketplace shipping",
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: zone.id,
        shipping_profile_id: profile.id,
        type: { label: "Standard", description: "Parcel", code: "standard" },
        prices: [{ currency_code: "eur", amount: 4.9 }],
        rules: [],
      },
    ],
  })
  return { shippingProfileId: profile.id, shippingOptionId: option.id }
}
