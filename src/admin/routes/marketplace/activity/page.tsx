import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Button, Container, Heading, Select, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { AccountSelect, PerAccount } from "../../../components/account-select"
import { ActivityLine, ActivityLoadState } from "../../../components/activity-list"
import { useActivity } from "../../../hooks/use-listings"
import { useLastChange } from "../../../hooks/use-live-refresh"
import { AREA_KEYS, OUTCOME_WORDS } from "../../../lib/activity-words"
import { useChosenAccount } from "../../../hooks/use-account"

const PAGE_SIZE = 50
const ALL = "all"

/**
 * The activity log: every write to the service and every order import step, newest first, by outcome, area, product or order;
 * of the chosen account, or of every account with each event's account named.
 */
const ActivityView = () => {
  const { t } = useTranslation()
  const { isAll } = useChosenAccount()
  const changedAt = useLastChange()
  const [params] = useSearchParams()
  const productId = params.get("product_id") ?? undefined
  const orderId = params.get("order_id") ?? undefined
  const [outcome, setOutcome] = useState(ALL)
  const [area, setArea] = useState(ALL)
  const [page, setPage] = useState(0)
  const { data, isLoading, isError, error } = useActivity(
    {
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
      product_id: productId,
      order_id: orderId,
      outcomes: outcome === ALL ? [] : [outcome],
      areas: area === ALL ? [] : [area],
    },
    changedAt,
    { chosenOnly: true }
  )
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE))
  const choose = (set: (v: string) => void) => (value: string) => {
    set(value)
    setPage(0)
  }
  return (
    <Container className="divide-y p-0" data-testid="activity-log">
      <div className="flex flex-col gap-y-2 px-6 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Heading level="h1">{t("marketplaceExchange.activity.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {data ? t("marketplaceExchange.activity.count", { count: data.count }) : t("marketplaceExchange.common.loading")}
            {(productId || orderId) && (
              <>
                {" · "}
                {t(productId ? "marketplaceExchange.activity.forProduct" : "marketplaceExchange.activity.forOrder", {
                  id: productId ?? orderId,
                })}{" "}
                <Link to="/marketplace/activity" className="text-ui-fg-interactive">
                  {t("marketplaceExchange.activity.showAll")}
                </Link>
              </>
            )}
          </Text>
        </div>
        <div className="flex gap-x-2">
          <AccountSelect />
          <Select value={outcome} onValueChange={choose(setOutcome)}>
            <Select.Trigger className="w-[160px]" aria-label={t("marketplaceExchange.activity.outcome")}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>{t("marketplaceExchange.activity.allOutcomes")}</Select.Item>
              {Object.entries(OUTCOME_WORDS).map(([value, words]) => (
                <Select.Item key={value} value={value}>
                  {t(words.key)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
          <Select value={area} onValueChange={choose(setArea)}>
            <Select.Trigger className="w-[160px]" aria-label={t("marketplaceExchange.activity.area")}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>{t("marketplaceExchange.activity.allAreas")}</Select.Item>
              {Object.entries(AREA_KEYS).map(([value, key]) => (
                <Select.Item key={value} value={value}>
                  {t(key)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </div>
      <ActivityLoadState isLoading={isLoading} error={isError ? error : null} empty={Boolean(data && !data.events.length)} />
      {data?.events.map((event) => (
        <div key={event.id}>
          {event.product_id && (
            <Link to={`/products/${event.product_id}`} className="block px-6 pt-2 text-ui-fg-interactive txt-small">
              {event.product_title ?? event.product_id}
            </Link>
          )}
          {!event.product_id && (event.order_id || event.remote_order_id) && (
            <Text size="small" className="px-6 pt-2 text-ui-fg-subtle">
              {event.order_id ? (
                <Link to={`/orders/${event.order_id}`} className="text-ui-fg-interactive">
                  {t("marketplaceExchange.activity.order", { id: event.order_id })}
                </Link>
              ) : (
                t("marketplaceExchange.activity.remoteOrder", { id: event.remote_order_id })
              )}
            </Text>
          )}
          <ActivityLine event={event} withAccount={isAll} />
        </div>
      ))}
      <div className="flex items-center justify-between px-6 py-3">
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.activity.page", { page: page + 1, pages })}
        </Text>
        <div className="flex gap-x-2">
          <Button size="small" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t("marketplaceExchange.activity.previous")}
          </Button>
          <Button size="small" variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            {t("marketplaceExchange.activity.next")}
          </Button>
        </div>
      </div>
    </Container>
  )
}

/** Anew for each account (the header's account select chooses it, or every account). */
const ActivityPage = () => (
  <PerAccount allAccounts>
    <ActivityView />
  </PerAccount>
)

export const config = defineRouteConfig({ label: "marketplaceExchange.routes.activity", translationNs: "translation" })

export default ActivityPage
