import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type Sandbox = { state(): Promise<any>; control(method: string, path: string, body?: unknown): Promise<any> }

/** Remote ids of the pushed variations by SKU, read from the sandbox. */
export async function remoteVariationsBySku(sandbox: Sandbox): Promise<Record<string, { productId: string; variationId: string }>> {
  const state = await sandbox.state()
  return Object.fromEntries(
    Object.entries(state.sets.ProductVariations as Record<string, any>).map(([id, v]) => [
      v.Sku,
      { productId: String(v.ProductId), variationId: id },
    ])
  )
}

/** A buyer's purchase on the simulated marketplace; answers the SalesOrders id. */
export async function buy(
  sandbox: Sandbox,
  lines: Array<{ productId: string; variationId: string; quantity?: number }>,
  extra: Record<string, unknown> = {}
): Promise<string> {
  const items = lines.map((l) => ({ productId: l.productId, productVariationId: l.variationId, quantity: l.quantity ?? 1 }))
  return (await sandbox.control("POST", "/_sandbox/purchases", { items, ...extra })).salesOrderId
}

/** The Medusa orders carrying this marketplace order id (there must be at most one). */
export async function medusaOrdersOf(container: MedusaContainer, remoteOrderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "currency_code",
      "total",
      "metadata",
      "sales_channel_id",
      "region_id",
      "items.id",
      "items.variant_id",
      "items.quantity",
      "items.unit_price",
      "items.is_tax_inclusive",
      "items.metadata",
      "shipping_methods.name",
      "shipping_methods.amount",
      "shipping_methods.shipping_option_id",
      "shipping_address.*",
      "billing_address.*",
      "payment_collections.status",
      "payment_collections.amount",
    ],
  })
  return data.filter((o: any) => o.metadata?.marketplace_order_id === remoteOrderId)
}
