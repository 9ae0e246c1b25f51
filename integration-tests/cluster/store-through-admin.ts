import { storeCall } from "../helpers/store-process"

type Auth = { headers: Record<string, string> }

/** An account of the plugin as the cluster test meets it: its id, its channel and the sandbox user naming it (`?account=`). */
export interface ClusterAccount {
  id: string
  name: string
  salesChannelId: string
  sandboxUser: string
}

export interface AdminStoreSetup {
  salesChannelId: string
  regionId: string
  locationId: string
  shippingProfileId: string
  shippingOptionId: string
  /** The first account (the Marketplace channel) and the Outlet's, in that order. */
  accounts: [ClusterAccount, ClusterAccount]
}

/**
 * A merchant's first steps in a new store, all through the server's admin API: a Marketplace
 * sales channel, a EUR region for Germany, a warehouse selling to the channel and shipping to
 * Germany with a flat option, and the plugin's settings connecting it to the service; and a
 * second account beside it, as a merchant with an outlet has one: an Outlet channel selling from
 * the same warehouse, connected to its own subscription of the service (on eBay.at), so every
 * test of the cluster runs with two accounts configured (two polls, two lanes of the drain).
 */
export async function setUpStoreThroughAdmin(url: string, auth: Auth, serviceUrl: string): Promise<AdminStoreSetup> {
  const call = (method: string, route: string, body?: unknown) => storeCall(url, auth, method, route, body)
  const { sales_channel } = await call("POST", "/admin/sales-channels", { name: "Marketplace" })
  const { region } = await call("POST", "/admin/regions", { name: "Germany", currency_code: "eur", countries: ["de"] })
  const { stock_location } = await call("POST", "/admin/stock-locations", { name: "Berlin warehouse" })
  await call("POST", `/admin/stock-locations/${stock_location.id}/sales-channels`, { add: [sales_channel.id] })
  await call("POST", `/admin/stock-locations/${stock_location.id}/fulfillment-providers`, { add: ["manual_manual"] })
  const withSet = await call("POST", `/admin/stock-locations/${stock_location.id}/fulfillment-sets?fields=*fulfillment_sets`, {
    name: "Berlin shipping",
    type: "shipping",
  })
  const { fulfillment_set } = await call(
    "POST",
    `/admin/fulfillment-sets/${withSet.stock_location.fulfillment_sets[0].id}/service-zones?fields=*service_zones`,
    {
      name: "Germany",
      geo_zones: [{ type: "country", country_code: "de" }],
    }
  )
  const { shipping_profile } = await call("POST", "/admin/shipping-profiles", { name: "Marketplace parcels", type: "default" })
  const { shipping_option } = await call("POST", "/admin/shipping-options", {
    name: "Marketplace shipping",
    service_zone_id: fulfillment_set.service_zones[0].id,
    shipping_profile_id: shipping_profile.id,
    provider_id: "manual_manual",
    price_type: "flat",
    type: { label: "Standard", description: "Parcel", code: "standard" },
    prices: [{ currency_code: "eur", amount: 5 }],
  })
  const { settings } = await call("POST", "/admin/marketplace-exchange/settings", {
    base_url: serviceUrl,
    auth_url: serviceUrl,
    user_name: "demo",
    password: "demo",
    subscription_token: "demo-token",
    sales_channel_id: sales_channel.id,
    region_id: region.id,
    shipping_option_id: shipping_option.id,
    order_poll_seconds: 10,
  })
  const outlet = { user_name: "outlet", password: "outlet-pw", subscription_token: "outlet-token" }
  const added = await fetch(`${serviceUrl}/_sandbox/accounts`, { method: "POST", body: JSON.stringify(outlet) })
  if (!added.ok) throw new Error(`The sandbox did not add the outlet account: ${added.status}`)
  const { sales_channel: outletChannel } = await call("POST", "/admin/sales-channels", { name: "Outlet" })
  await call("POST", `/admin/stock-locations/${stock_location.id}/sales-channels`, { add: [outletChannel.id] })
  const { account: outletAccount } = await call("POST", "/admin/marketplace-exchange/accounts", {
    name: "Outlet",
    marketplace_site: "ebay.at",
    base_url: serviceUrl,
    auth_url: serviceUrl,
    ...outlet,
    sales_channel_id: outletChannel.id,
    region_id: region.id,
    shipping_option_id: shipping_option.id,
    order_poll_seconds: 10,
  })
  return {
    salesChannelId: sales_channel.id,
    regionId: region.id,
    locationId: stock_location.id,
    shippingProfileId: shipping_profile.id,
    shippingOptionId: shipping_option.id,
    accounts: [
      { id: settings.id, name: settings.name, salesChannelId: sales_channel.id, sandboxUser: "demo" },
      { id: outletAccount.id, name: outletAccount.name, salesChannelId: outletChannel.id, sandboxUser: outlet.user_name },
    ],
  }
}

/** A product as a merchant enters it, complete enough to list: description, brand, MPN, EANs. */
/** `n` (0 to 999) makes its EANs unique in the store. */
export function listableProduct(setup: AdminStoreSetup, n: number, title: string, skuPrefix: string, sizes: string[]) {
  return {
    title,
    description: `${title}, sold on the marketplace`,
    status: "published",
    metadata: { marketplace_brand: "Acme", marketplace_mpn: skuPrefix },
    shipping_profile_id: setup.shippingProfileId,
    options: [{ title: "Size", values: sizes }],
    variants: sizes.map((size, i) => ({
      title: size,
      sku: `${skuPrefix}-${size}`,
      ean: ean13(`40063810${String(n).padStart(3, "0")}${i}`),
      options: { Size: size },
      manage_inventory: true,
      prices: [{ amount: 20, currency_code: "eur" }],
    })),
    sales_channels: [{ id: setup.salesChannelId }],
  }
}

/** Twelve digits and their EAN-13 check digit. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0)
  return `${twelve}${(10 - (sum % 10)) % 10}`
}
