import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { reservableQuantity, type InventoryLink } from "../../shared/sellable-quantity"
import type { VariantStock } from "../utils/stock-shortage"

type VariantRow = { id: string; sku?: string | null; manage_inventory?: boolean | null; inventory_items?: InventoryLink[] | null }

/**
 * What one order could reserve of these variants now at the marketplace channel's locations, as
 * Medusa reserves it (reservableQuantity: each item whole at one location; no buffer, the
 * marketplace sold it already). Read only when an order waits for stock, or stock arrives for one.
 */
export async function readVariantStock(
  container: MedusaContainer,
  variantIds: string[],
  salesChannelId: string
): Promise<Record<string, VariantStock>> {
  if (!variantIds.length) return {}
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: variants }, locationIds] = await Promise.all([
    query.graph({
      entity: "product_variant",
      fields: [
        "id",
        "sku",
        "manage_inventory",
        "inventory_items.required_quantity",
        "inventory_items.inventory.location_levels.location_id",
        "inventory_items.inventory.location_levels.stocked_quantity",
        "inventory_items.inventory.location_levels.reserved_quantity",
      ],
      filters: { id: [...new Set(variantIds)] },
    }),
    readChannelLocations(container, salesChannelId),
  ])
  return Object.fromEntries(
    (variants as VariantRow[]).map((v) => [v.id, { sku: v.sku ?? null, available: reservableQuantity(v, locationIds) }])
  )
}

/** The stock locations of a sales channel: where its orders reserve, and what two accounts' channels share. */
export async function readChannelLocations(container: MedusaContainer, salesChannelId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "sales_channel", fields: ["stock_locations.id"], filters: { id: salesChannelId } })
  return ((data[0]?.stock_locations ?? []) as Array<{ id: string } | null>).filter(Boolean).map((l) => l!.id)
}
