import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { DetailRow } from "../components/detail-row"
import type { OrderLedger } from "../hooks/use-marketplace"
import { useLastChange } from "../hooks/use-live-refresh"
import { useOrderHistory, useOrderMarketplace } from "../hooks/use-marketplace-details"
import { dateWords, historyActionWords, ORDER_STATE, SHIPPING_STATUS_WORDS } from "../lib/words"

const amount = (value: string, currency: string) => `${value} ${currency.toUpperCase()}`

/** Spec 1 rule 10: the marketplace knows no partial payment, so a partial capture waits for the rest. */
function paymentWords(ledger: OrderLedger, currency: string): string {
  if (ledger.write_back.paid) return "Yes (or paid on the marketplace)"
  const payment = ledger.payment
  if (payment?.partial)
    return (
      `Paid ${amount(payment.captured, currency)} of ${amount(payment.total, currency)}: the marketplace is told when the rest ` +
      `is captured`
    )
  return "Not yet: reported when the payment is captured"
}

/** The marketplace's own history of the order: asked live, so it says when the service does not answer. */
function HistoryAtMarketplace({ orderId, reported }: { orderId: string; reported: string }) {
  const { data, isLoading, isError, error } = useOrderHistory(orderId, true, reported)
  return (
    <div className="flex flex-col gap-y-2 px-6 py-4" data-testid="marketplace-order-history">
      <Text size="small" weight="plus">
        History at the marketplace
      </Text>
      {isLoading && (
        <Text size="small" className="text-ui-fg-subtle">
          Asking the marketplace…
        </Text>
      )}
      {isError && (
        <Text size="small" className="text-ui-fg-error">
          Could not ask the marketplace: {error.message}
        </Text>
      )}
      {data && data.history === null && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="marketplace-order-history-unknown">
          Not known right now: {data.reason}
        </Text>
      )}
      {data?.history?.length === 0 && (
        <Text size="small" className="text-ui-fg-subtle">
          Nothing recorded yet.
        </Text>
      )}
      <ol className="flex flex-col gap-y-2">
        {(data?.history ?? []).map((entry, i) => (
          <li key={i} className="flex items-start gap-x-3">
            <div className="mt-1.5 size-2 shrink-0 rounded-full bg-ui-fg-interactive" />
            <div>
              <Text size="small">{entry.action ? historyActionWords(entry.action, entry.value) : entry.line}</Text>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {dateWords(entry.date)}
                {entry.itemId ? ` · item ${entry.itemId}` : ""}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}

/**
 * On a marketplace order's page: its ids at the marketplace and what was reported back
 * (payment, shipping), from what the plugin stored, at once; the marketplace's own history
 * apart (live). It refreshes when Medusa's own forms change the order (a capture, a shipment)
 * and while the write-back runs. Other orders show nothing.
 */
const OrderMarketplaceWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const isMarketplaceOrder = Boolean((order.metadata as Record<string, unknown> | null)?.marketplace_order_id)
  const changedAt = useLastChange()
  const { data: ledger, isLoading, isError, error } = useOrderMarketplace(order.id, isMarketplaceOrder, changedAt)
  if (!isMarketplaceOrder || ledger === null) return null

  const items = Object.values(ledger?.write_back.items ?? {})
  const shippedItems = items.filter((i) => (i.status ?? 0) >= 1).length
  const state = ledger ? ORDER_STATE[ledger.state] : undefined
  return (
    <Container className="divide-y p-0" data-testid="marketplace-order-widget">
      <div className="flex items-center gap-x-2 px-6 py-4">
        <Heading level="h2">Marketplace</Heading>
        {state && (
          <Badge size="2xsmall" color={state.color}>
            {state.label}
          </Badge>
        )}
      </div>
      {isLoading && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          Loading the marketplace state…
        </Text>
      )}
      {isError && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error">
          Could not load the marketplace state: {error.message}
        </Text>
      )}
      {ledger && (
        <>
          <DetailRow label="Marketplace order number">{ledger.platform_order_id ?? "—"}</DetailRow>
          <DetailRow label="Exchange service order id">{ledger.remote_order_id}</DetailRow>
          <DetailRow label="Payment reported">
            <span data-testid="marketplace-order-payment">{paymentWords(ledger, order.currency_code)}</span>
          </DetailRow>
          {ledger.payment?.refunded_after_report && (
            <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-order-refund">
              {amount(ledger.payment.refunded, order.currency_code)} refunded after the payment was reported. The marketplace is not told of
              refunds: settle it with the buyer on the marketplace too.
            </Text>
          )}
          {ledger.unmapped_carriers.length > 0 && (
            <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-order-carriers">
              Carrier sent by its own name: {ledger.unmapped_carriers.join(", ")}. The marketplace may not know it; map it to one of its
              carriers in Settings → Marketplace exchange.
            </Text>
          )}
          <DetailRow label="Shipping reported">
            {ledger.write_back.order_shipping_status
              ? `Whole order ${SHIPPING_STATUS_WORDS[ledger.write_back.order_shipping_status]}`
              : shippedItems
                ? `${shippedItems} item(s) shipped; the order follows when all are`
                : "Not yet: reported when items are shipped"}
          </DetailRow>
          {Object.entries(ledger.write_back.rejected).map(([what, message]) => (
            <Text key={what} size="small" className="px-6 py-3 text-ui-fg-error">
              The exchange service refused an update ({what}): {message}
            </Text>
          ))}
          {ledger.queued && (
            <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-order-sending">
              {ledger.queued.last_error
                ? `Reporting to the marketplace, tried again by itself: ${ledger.queued.last_error}`
                : "Reporting the latest change to the marketplace…"}
            </Text>
          )}
          <HistoryAtMarketplace orderId={order.id} reported={JSON.stringify(ledger.write_back)} />
        </>
      )}
    </Container>
  )
}

// Current zone names (the `.after` suffix is legacy since Medusa 2.17.2); the id keeps a merchant's layout.
export const config = defineWidgetConfig({ zone: "order.details", id: "marketplace-exchange-order" })

export default OrderMarketplaceWidget
