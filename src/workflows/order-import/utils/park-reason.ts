import { coded, type MessageCode, type ParamsOf, type ParamValue } from "../../../messages"

/**
 * Why an order cannot be imported, in words a merchant can act on: a code of the message catalog
 * (src/messages/catalog/orders.ts) with its parameters and English words. A stock shortage names
 * the variant, so stock that arrives for it tries the order again (order-import/run/retry-waiting-orders.ts).
 */
export interface ParkReason {
  code: OrderReasonCode
  params: Record<string, ParamValue>
  message: string
  fix: string | null
  variant_id?: string
  /** A shortage no single item explains (the stock moved meanwhile): the order's variants, whose next stock change tries it again. */
  variant_ids?: string[]
}

export type OrderReasonCode = Extract<MessageCode, `order.${string}`>

/** A reason from its code and parameters. */
export const parkReason = <C extends OrderReasonCode>(code: C, params: ParamsOf<C>, variantId?: string): ParkReason => ({
  ...coded(code, params),
  ...(variantId ? { variant_id: variantId } : {}),
})
