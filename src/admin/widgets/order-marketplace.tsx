import { RecentActivity } from "../components/activity-list"
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import { DetailRow } from "../components/detail-row"
import { useAccounts } from "../hooks/use-account"
import type { OrderLedger } from "../hooks/use-marketplace"
import { useLastChange } from "../hooks/use-live-refresh"
import { useOrderHistory, useOrderMarketplace } from "../hooks/use-marketplace-details"
import { formatDateTime, formatMoney } from "../lib/format"
import { closedReasonWords, historyActionWords, ORDER_STATE, shippingStatusWords } from "../lib/words"
import { useErrorWords } from "../hooks/use-error-words"
import { wordsOr } from "../lib/message-words"
import { WidgetLoadState } from "../components/load-failed"

/** Spec 1 rule 10: the marketplace knows no partial payment, so a partial capture waits for the rest. */
function paymentWords(ledger: OrderLedger, currency: string, t: TFunction, language: string): string {
  if (ledger.write_back.paid) return t("marketplaceExchange.orderWidget.paid")
  const payment = ledger.payment
  if (payment?.partial)
    return t("marketplaceExchange.orderWidget.partlyPaid", {
      captured: formatMoney(payment.captured, currency, language),
      total: formatMoney(payment.total, currency, language),
    })
  return t("marketplaceExchange.orderWidget.notPaid")
}

/** A37: tracking numbers sent without a carrier, and what to map in the settings. */
function carrierNotMappedWords(shipment: OrderLedger["unmapped_carriers"][number], t: TFunction): string {
  const provider = shipment.fulfillment_provider_id
  if (!provider) return shipment.message
  return shipment.shipping_option
    ? t("marketplaceExchange.orderWidget.carrierNotMapped", {
        provider,
        option: shipment.shipping_option.name ?? shipment.shipping_option.id,
      })
    : t("marketplaceExchange.orderWidget.carrierNotMappedProvider", { provider })
}

/** The marketplace's own history of the order: asked live, so it says when the service does not answer. */
function HistoryAtMarketplace({ orderId, reported }: { orderId: string; reported: string }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const { data, isLoading, isError, error } = useOrderHistory(orderId, true, reported)
  return (
    <div className="flex flex-col gap-y-2 px-6 py-4" data-testid="marketplace-order-history">
      <Text size="small" weight="plus">
        {t("marketplaceExchange.orderWidget.history")}
      </Text>
      {isLoading && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.common.askingMarketplace")}
        </Text>
      )}
      {isError && (
        <Text size="small" className="text-ui-fg-error">
          {t("marketplaceExchange.orderWidget.historyFailed", { error: errorText(error) })}
        </Text>
      )}
      {data && data.history === null && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="marketplace-order-history-unknown">
          {t("marketplaceExchange.orderWidget.historyUnknown", { reason: wordsOr(data.reason_words, data.reason, i18n.language) })}
        </Text>
      )}
      {data?.history?.length === 0 && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.orderWidget.historyEmpty")}
        </Text>
      )}
      <ol className="flex flex-col gap-y-2">
        {(data?.history ?? []).map((entry, i) => (
          <li key={i} className="flex items-start gap-x-3">
            <div className="mt-1.5 size-2 shrink-0 rounded-full bg-ui-fg-interactive" />
            <div>
              <Text size="small">{entry.action ? historyActionWords(entry.action, entry.value, t) : entry.line}</Text>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {entry.itemId
                  ? t("marketplaceExchange.orderWidget.historyDateItem", {
                      date: formatDateTime(entry.date, i18n.language),
                      item: entry.itemId,
                    })
                  : formatDateTime(entry.date, i18n.language)}
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
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const isMarketplaceOrder = Boolean((order.metadata as Record<string, unknown> | null)?.marketplace_order_id)
  const changedAt = useLastChange()
  const { data: ledger, isLoading, isError, error } = useOrderMarketplace(order.id, isMarketplaceOrder, changedAt)
  const accounts = useAccounts().data?.accounts ?? []
  if (!isMarketplaceOrder || ledger === null) return null

  const items = Object.values(ledger?.write_back.items ?? {})
  const shippedItems = items.filter((i) => (i.status ?? 0) >= 1).length
  const state = ledger ? ORDER_STATE[ledger.state] : undefined
  return (
    <Container className="divide-y p-0" data-testid="marketplace-order-widget">
      <div className="flex items-center gap-x-2 px-6 py-4">
        <Heading level="h2">{t("marketplaceExchange.common.marketplace")}</Heading>
        {state && (
          <Badge size="2xsmall" color={state.color}>
            {t(state.labelKey)}
          </Badge>
        )}
      </div>
      <WidgetLoadState isLoading={isLoading} error={isError && error} />
      {ledger && (
        <>
          <DetailRow label={t("marketplaceExchange.orderWidget.orderNumber")}>{ledger.platform_order_id ?? "—"}</DetailRow>
          <DetailRow label={t("marketplaceExchange.orderWidget.serviceOrderId")}>{ledger.remote_order_id}</DetailRow>
          {/* The account the order came from, once the store has several (one account: nothing to tell apart). */}
          {accounts.length > 1 && <DetailRow label={t("marketplaceExchange.accounts.account")}>{ledger.account_name}</DetailRow>}
          <DetailRow label={t("marketplaceExchange.orderWidget.paymentReported")}>
            <span data-testid="marketplace-order-payment">{paymentWords(ledger, order.currency_code, t, i18n.language)}</span>
          </DetailRow>
          {ledger.payment?.refunded_after_report && (
            <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-order-refund">
              {t("marketplaceExchange.orderWidget.refunded", {
                amount: formatMoney(ledger.payment.refunded, order.currency_code, i18n.language),
              })}
            </Text>
          )}
          {ledger.unmapped_carriers.map((shipment) => (
            <Text
              key={`${shipment.shipping_option?.id}|${shipment.fulfillment_provider_id}`}
              size="small"
              className="px-6 py-3 text-ui-fg-subtle"
              data-testid="marketplace-order-carriers"
            >
              {carrierNotMappedWords(shipment, t)}
            </Text>
          ))}
          <DetailRow label={t("marketplaceExchange.orderWidget.shippingReported")}>
            {ledger.write_back.order_shipping_status
              ? t("marketplaceExchange.orderWidget.wholeOrder", { status: shippingStatusWords(ledger.write_back.order_shipping_status, t) })
              : shippedItems
                ? t("marketplaceExchange.orderWidget.itemsShipped", { count: shippedItems })
                : t("marketplaceExchange.orderWidget.notShipped")}
          </DetailRow>
          {Object.entries(ledger.write_back.rejected).map(([what, message]) => (
            <Text key={what} size="small" className="px-6 py-3 text-ui-fg-error">
              {t("marketplaceExchange.orderWidget.rejected", { what, message })}
            </Text>
          ))}
          {ledger.queued && (
            <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-order-sending">
              {ledger.queued.last_error
                ? t("marketplaceExchange.orderWidget.reportingRetry", {
                    error: wordsOr(ledger.queued.last_error_words, ledger.queued.last_error, i18n.language),
                  })
                : t("marketplaceExchange.orderWidget.reporting")}
            </Text>
          )}
          {ledger.state === "closed" ? (
            // The service no longer holds the order; its history there is not asked for.
            <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-order-closed">
              {closedReasonWords(ledger.closed_reason, t)}
            </Text>
          ) : (
            <HistoryAtMarketplace orderId={order.id} reported={JSON.stringify(ledger.write_back)} />
          )}
          <RecentActivity orderId={order.id} />
        </>
      )}
    </Container>
  )
}

// Current zone names (the `.after` suffix is legacy since Medusa 2.17.2); the id keeps a merchant's layout.
export const config = defineWidgetConfig({ zone: "order.details", id: "marketplace-exchange-order" })

export default OrderMarketplaceWidget
