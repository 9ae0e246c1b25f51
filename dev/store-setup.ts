import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createLocationFulfillmentSetWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"

/**
 * The store the plugin is tried in, shared by the demo and the integration tests: a
 * "Marketplace" sales channel with a Berlin warehouse, a EUR region for Germany, and shipping
 * from the warehouse with a flat "Marketplace shipping" option.
 */
export interface StoreSetup {
  salesChannelId: string
  regionId: string
  locationId: string
}

/** A sales channel for the marketplace with one stock location, and a EUR region. */
export async function seedStore(container: MedusaContainer): Promise<StoreSetup> {
  const {
    result: [channel],
  } = await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: [{ name: "Marketplace" }] } })
  const {
    result: [region],
  } = await createRegionsWorkflow(container).run({ input: { regions: [{ name: "Germany", currency_code: "eur", countries: ["de"] }] } })
  const {
    result: [location],
  } = await createStockLocationsWorkflow(container).run({ input: { locations: [{ name: "Berlin warehouse" }] } })
  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [channel.id] } })
  return { salesChannelId: channel.id, regionId: region.id, locationId: location.id }
}

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
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: store.locationId },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  await createLocationFulfillmentSetWorkflow(container).run({
    input: { location_id: store.locationId, fulfillment_set_data: { name: "Berlin shipping", type: "shipping" } },
  })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [location],
  } = await query.graph({ entity: "stock_location", fields: ["fulfillment_sets.id"], filters: { id: store.locationId } })
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const zone = await fulfillment.createServiceZones({
    name: "Germany",
    fulfillment_set_id: location.fulfillment_sets[0].id,
    geo_zones: [{ type: "country", country_code: "de" }],
  })
  const {
    result: [profile],
  } = await createShippingProfilesWorkflow(container).run({ input: { data: [{ name: "Marketplace parcels", type: "default" }] } })
  const {
    result: [option],
  } = await createShippingOptionsWorkflow(container).run({
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
