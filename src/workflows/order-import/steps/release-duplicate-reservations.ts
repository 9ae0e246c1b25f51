import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_METADATA_KEYS } from "../../shared/metadata-keys"
import { duplicateReservations, LineReservation } from "../utils/duplicate-reservations"

export const releaseDuplicateReservationsStepId = "marketplace-exchange-release-duplicate-reservations"

/** Deletes the reservations that reserve a marketplace order's line a second time (utils/duplicate-reservations.ts). */
export const releaseDuplicateReservationsStep = createStep(
  releaseDuplicateReservationsStepId,
  async ({ order_id }: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "metadata", "items.id"], filters: { id: order_id } })
    const order = data[0] as { metadata?: Record<string, unknown> | null; items?: Array<{ id: string } | null> } | undefined
    const lineIds = (order?.items ?? []).filter(Boolean).map((item) => item!.id)
    if (!order?.metadata?.[ORDER_METADATA_KEYS.remoteOrderId] || !lineIds.length) return new StepResponse([])
    const inventory = container.resolve(Modules.INVENTORY)
    const reservations = (await inventory.listReservationItems({ line_item_id: lineIds })) as LineReservation[]
    const duplicates = duplicateReservations(reservations)
    if (duplicates.length) await inventory.deleteReservationItems(duplicates)
    return new StepResponse(duplicates)
  }
)
