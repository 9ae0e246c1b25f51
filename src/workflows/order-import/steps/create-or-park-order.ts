import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import { type ClaimedOrder, OrderClaimLostError } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ImportTargets } from "../utils/map-sales-order"
import { readVariantStock } from "../store/read-variant-stock"
import { mapSalesOrder, OrderMapping, VariantLookup } from "../utils/map-sales-order"
import { parkReason, type ParkReason } from "../utils/park-reason"
import { stockShortage } from "../utils/stock-shortage"
import { createMarketplaceOrderWorkflow } from "../store/create-marketplace-order"
import type { CreatedOrder } from "./find-created-order"

export const createOrParkOrderStepId = "marketplace-exchange-create-or-park-order"

export type OrderImportOutcome = "created" | "resumed" | "parked" | "skipped" | "failed"

/** Medusa's stock refusals: the cart check (a code) and the inventory module's reservation (a message). */
function isStockError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || /not enough stock/i.test(message ?? "")
}

/**
 * Medusa creates a guest customer per new e-mail; two orders of one new buyer imported at once
 * both try, and the loser is refused. The customer exists then, so a second try goes through.
 */
function isCustomerRace(error: unknown): boolean {
  return /customer with email: .* already exists/i.test((error as { message?: string })?.message ?? "")
}

/** Errors of the order workflow the merchant can fix, in their words; null for ones a later run may get past. */
function parkReasonOf(error: unknown): ParkReason | null {
  const { type, message } = (error ?? {}) as { type?: string; message?: string }
  if (type === MedusaError.Types.INVALID_DATA || type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.NOT_FOUND) {
    return parkReason("order.rejected_by_store", { error: message ?? "" })
  }
  return null
}

/** Mapping is pure, but malformed service data (a price that is no number) must park, not loop. */
function mapSafely(order: SalesOrder, lookup: VariantLookup, currency: string): OrderMapping {
  try {
    return mapSalesOrder(order, lookup, currency)
  } catch (error) {
    return { ok: false, reasons: [parkReason("order.unreadable", { error: (error as Error).message })] }
  }
}

const variantIds = (mapped: Extract<OrderMapping, { ok: true }>["order"]) => mapped.items.map((item) => item.variant_id)

/**
 * Creates the Medusa order. Two orders imported at once can both plan their reservations on
 * the same last units, or both create the same new buyer; the loser is tried once more (with a
 * fresh plan) before it is parked.
 */
async function createOrder(
  container: MedusaContainer,
  order: SalesOrder,
  mapped: Extract<OrderMapping, { ok: true }>["order"],
  targets: ImportTargets,
  accountId: string
) {
  for (let attempt = 1; ; attempt++) {
    const { result, errors } = await createMarketplaceOrderWorkflow(container).run({
      input: {
        account_id: accountId,
        remote_order_id: order.Id,
        order: mapped,
        region_id: targets.regionId,
        sales_channel_id: targets.salesChannelId,
        shipping_option: targets.shippingOption,
        as_draft: targets.paidOnly && !mapped.paid,
      },
      throwOnError: false,
    })
    if (!errors?.length) return { ok: true as const, created: { id: result.id, display_id: result.display_id } }
    const error = errors[0].error
    if (attempt < 2 && (isStockError(error) || isCustomerRace(error))) continue
    // Too little stock: which SKU and how many, so the order is tried again when that stock arrives.
    if (isStockError(error))
      return {
        ok: false as const,
        reasons: stockShortage(mapped.items, await readVariantStock(container, variantIds(mapped), targets.salesChannelId)),
      }
    const reason = parkReasonOf(error)
    if (!reason) throw error
    return { ok: false as const, reasons: [reason] }
  }
}

export interface CreateOrParkInput {
  claim: ClaimedOrder
  order: SalesOrder
  lookup: VariantLookup
  targets: ImportTargets
}

/**
 * This step creates the Medusa order for an opened remote order that has none yet, or parks the
 * order with reasons the merchant can act on (an unknown item, too little stock, Medusa's
 * refusal). The order is created whole or not at all by its own workflow; once created it
 * stays, whatever fails after (the ledger records it, and the next run resumes from there).
 */
export const createOrParkOrderStep = createStep(
  createOrParkOrderStepId,
  async ({ claim, order, lookup, targets }: CreateOrParkInput, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const mapping = mapSafely(order, lookup, targets.currencyCode)
    if (!mapping.ok) {
      await service.advanceOrderImport(claim, { state: "parked", reasons: mapping.reasons })
      return new StepResponse({ outcome: "parked" as OrderImportOutcome, created: null as CreatedOrder | null })
    }
    // A run whose task was taken over meanwhile (frozen past its lease) creates nothing: the run that took it does.
    if (!(await service.holdsOrderClaim(claim))) throw new OrderClaimLostError(claim.remote_order_id)
    const result = await createOrder(container, order, mapping.order, targets, claim.account_id)
    if (!result.ok) {
      await service.advanceOrderImport(claim, { state: "parked", reasons: result.reasons })
      return new StepResponse({ outcome: "parked" as OrderImportOutcome, created: null as CreatedOrder | null })
    }
    return new StepResponse({ outcome: "created" as OrderImportOutcome, created: result.created as CreatedOrder | null })
  }
)
