import { Badge, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ActivityEvent, useActivity } from "../hooks/use-listings"
import { useLastChange } from "../hooks/use-live-refresh"
import { OUTCOME_WORDS, STEP_KEYS } from "../lib/activity-words"
import { renderMessage, withoutRequest } from "../../messages"
import { formatDateTime } from "../lib/format"
import { LoadFailed } from "./load-failed"
import { useAccountApi, useChosenAccount } from "../hooks/use-account"
import { ACCOUNT_PARAM, ALL_ACCOUNTS, firstAccountId } from "../lib/chosen-account"

/**
 * One event: when, what happened in the merchant's words (the request itself only in
 * the tooltip, for support), the outcome, the service's code and message as it sent them;
 * `withAccount`: its account too (the log of every account).
 */
export function ActivityLine({ event, withAccount = false }: { event: ActivityEvent; withAccount?: boolean }) {
  const { t, i18n } = useTranslation()
  const outcome = OUTCOME_WORDS[event.outcome]
  const rendered = event.words ? renderMessage(event.words, i18n.language) : null
  // An import step is named by its label and told by its words; a write is told by its words, the service's message beside.
  const step = STEP_KEYS[event.action]
  const words = step ? null : rendered
  // The service's own message as it sent it, without the request it answered (that is in the tooltip); a
  // step's words where it has them (an older failed step's message has none: it too loses its request).
  const message = event.message && withoutRequest(event.message)
  const detail = step ? (rendered ?? message) : message
  const request = [event.action, event.subject].filter(Boolean).join(" ")
  return (
    <div className="flex flex-col gap-y-0.5 px-6 py-2" data-testid="activity-event">
      <div className="flex flex-wrap items-center gap-x-2">
        <Badge size="2xsmall" color={outcome.color}>
          {t(outcome.key)}
        </Badge>
        <Text size="small" weight="plus" title={words ? request : undefined}>
          {words ?? (step ? t(step) : event.action)}
        </Text>
        {!words && event.subject && (
          <Text size="small" className="text-ui-fg-subtle">
            {event.subject}
          </Text>
        )}
      </div>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {withAccount && (
          <span data-testid="activity-account">
            {t("marketplaceExchange.activity.inAccount", { name: event.account_name ?? event.account_id })}
            {" · "}
          </span>
        )}
        {formatDateTime(event.at, i18n.language)}
        {event.duration_ms !== null && ` · ${t("marketplaceExchange.activity.took", { ms: event.duration_ms })}`}
        {/* The service's code for support; ours (a catalog code such as order.not_enough_stock) is said in words above. */}
        {event.code && !/^[a-z_]+\.[a-z_.]+$/.test(event.code) && ` · ${t("marketplaceExchange.activity.code", { code: event.code })}`}
      </Text>
      {/* A failed request's message quotes its whole address: long, without spaces. */}
      {detail && (
        <Text size="small" className="break-all">
          {detail}
        </Text>
      )}
    </div>
  )
}

/** What a view of the log says while it loads, when it failed, and when there is nothing yet. */
export function ActivityLoadState({ isLoading, error, empty }: { isLoading: boolean; error: Error | null; empty: boolean }) {
  const { t } = useTranslation()
  if (isLoading) {
    return (
      <Text size="small" className="px-6 py-3 text-ui-fg-subtle">
        {t("marketplaceExchange.common.loading")}
      </Text>
    )
  }
  if (error) return <LoadFailed error={error} className="px-6 py-3" />
  return empty ? (
    <Text size="small" className="px-6 py-3 text-ui-fg-subtle">
      {t("marketplaceExchange.activity.none")}
    </Text>
  ) : null
}

/** The last 20 events of a product or an order, for its Marketplace box, with a link to the whole log. */
export function RecentActivity({ productId, orderId, ownAccount = false }: { productId?: string; orderId?: string; ownAccount?: boolean }) {
  const { t } = useTranslation()
  const changedAt = useLastChange()
  const { data, isLoading, isError, error } = useActivity({ limit: 20, offset: 0, product_id: productId, order_id: orderId }, changedAt, {
    chosenOnly: ownAccount,
  })
  // The whole log shows what this box shows: its account's events, or (the first account, named by no
  // account_id) every account's; with one account the link stays as it was. `ownAccount`: a product box's
  // section of one account shows that account's events alone, the first account's too.
  const { accountId } = useAccountApi()
  const { accounts } = useChosenAccount()
  const shown = accountId === firstAccountId(accounts) && !ownAccount ? ALL_ACCOUNTS : accountId
  const account = accounts.length < 2 ? "" : `&${ACCOUNT_PARAM}=${shown}`
  const link = `/marketplace/activity?${productId ? `product_id=${productId}` : `order_id=${orderId}`}${account}`
  return (
    <div className="flex flex-col" data-testid="recent-activity">
      <div className="flex items-center justify-between px-6 pt-4">
        <Heading level="h3">{t("marketplaceExchange.activity.recent")}</Heading>
        <Link to={link} className="text-ui-fg-interactive txt-small">
          {t("marketplaceExchange.activity.all")}
        </Link>
      </div>
      <ActivityLoadState isLoading={isLoading} error={isError ? error : null} empty={Boolean(data && !data.events.length)} />
      <div className="divide-y pb-2">
        {data?.events.map((event) => (
          <ActivityLine key={event.id} event={event} />
        ))}
      </div>
    </div>
  )
}
