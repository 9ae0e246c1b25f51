import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planReservations, ReservableLine } from "../utils/plan-reservations"

type OrderItemRow = {
  id: string
  quantity: number | string
  variant?: {
    manage_inventory?: boolean | null
    inventory_items?: Array<{
      inventory_item_id: string
      required_quantity?: number | null
      inventory?: {
        location_levels?: Array<{
          location_id: string
          stocked_quantity?: number | string | null
          reserved_quantity?: number | string | null
        }> | null
      } | null
    }> | null
  } | null
}

export const planOrderReservationsStepId = "marketplace-exchange-plan-order-reservations"

/** Reads the created order's lines and the channel's stock and plans the reservations (the pure part is utils/plan-reservations.ts). */
export const planOrderReservationsStep = createStep(
  planOrderReservationsStepId,
  async (input: { order_id: string; sales_channel_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [{ data: orders }, { data: channels }] = await Promise.all([
      query.graph({
        entity: "order",
        fields: [
          // The quantity of an order line lives on the line's order item (detail).
          "items.*",
          "items.variant.manage_inventory",
          "items.variant.inventory_items.inventory_item_id",
          "items.variant.inventory_items.required_quantity",
          "items.variant.inventory_items.inventory.location_levels.location_id",
          "items.variant.inventory_items.inventory.location_levels.stocked_quantity",
          "items.variant.inventory_items.inventory.location_levels.reserved_quantity",
        ],
        filters: { id: input.order_id },
      }),
      query.graph({ entity: "sales_channel", fields: ["stock_locations.id"], filters: { id: input.sales_channel_id } }),
    ])
    const items = ((orders[0]?.items ?? []) as OrderItemRow[]).filter(Boolean)
    const lines: ReservableLine[] = items.map((item) => ({
      line_item_id: item.id,
      quantity: Number(item.quantity),
      manage_inventory: item.variant?.manage_inventory !== false,
      inventory: (item.variant?.inventory_items ?? []).map((link) => ({
        inventory_item_id: link.inventory_item_id,
        required_quantity: Number(link.required_quantity ?? 1),
        levels: (link.inventory?.location_levels ?? []).map((level) => ({
          location_id: level.location_id,
          available: Number(level.stocked_quantity ?? 0) - Number(level.reserved_quantity ?? 0),
        })),
      })),
    }))
    const locationIds = ((channels[0]?.stock_locations ?? []) as Array<{ id: string } | null>).filter(Boolean).map((l) => l!.id)
    return new StepResponse(planReservations(lines, locationIds))
  }
)
