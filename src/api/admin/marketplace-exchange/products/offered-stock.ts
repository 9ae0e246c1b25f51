import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import { type InventoryLink, offeredQuantity } from "../../../../workflows/shared/sellable-quantity"
import { byVariantRank } from "../../../../workflows/shared/variant-order"
import type { OfferedAnswer } from "./product-answer"

/** The product's fields the offered quantities are read from, as the sync reads them (load-sync-input.ts). */
export const OFFERED_FIELDS = [
  "sales_channels.id",
  "variants.id",
  "variants.sku",
  "variants.variant_rank",
  "variants.manage_inventory",
  "variants.inventory_items.required_quantity",
  "variants.inventory_items.inventory.location_levels.location_id",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
]

type OfferedProduct = {
  sales_channels?: Array<{ id: string } | null> | null
  variants?: Array<{
    id: string
    sku: string | null
    variant_rank?: number | null
    manage_inventory?: boolean | null
    inventory_items?: InventoryLink[] | null
  } | null> | null
}

/**
 * What the account offers of each variant of a product read with OFFERED_FIELDS, read live (the
 * channel's stock locations with their names, the units owed to held marketplace orders) and
 * summed by the same helper as the stock the sync pushes. Null when nothing is offered: no
 * channel chosen, or the product not in it.
 */
export async function offeredStock(
  scope: MedusaContainer,
  product: OfferedProduct,
  settings: SettingsSnapshot
): Promise<OfferedAnswer | null> {
  const channelId = settings.sync.sales_channel_id
  if (!channelId || !(product.sales_channels ?? []).some((c) => c?.id === channelId)) return null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const service: MarketplaceExchangeModuleService = scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [{ data: channels }, owed] = await Promise.all([
    query.graph({ entity: "sales_channel", fields: ["id", "stock_locations.id", "stock_locations.name"], filters: { id: channelId } }),
    service.owedToWaitingOrders(),
  ])
  const locations = ((channels[0]?.stock_locations ?? []) as Array<{ id: string; name: string } | null>).filter(
    (l): l is { id: string; name: string } => Boolean(l)
  )
  const names = new Map(locations.map((l) => [l.id, l.name]))
  const variants = (product.variants ?? []).filter((v): v is NonNullable<typeof v> => Boolean(v)).sort(byVariantRank)
  return {
    marketplace_site: settings.account.marketplace_site,
    variants: variants.map((variant) => {
      const sum = offeredQuantity(variant, [...names.keys()], settings.sync, owed[variant.id] ?? 0)
      return {
        variant_id: variant.id,
        sku: variant.sku ?? null,
        ...sum,
        locations: sum.locations.map((l) => ({ ...l, name: names.get(l.location_id) ?? l.location_id })),
      }
    }),
  }
}
