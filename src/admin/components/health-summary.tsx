import { Badge, Heading, Text } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ConnectionState, Health, useConnection } from "../hooks/use-marketplace"
import { useAccountApi } from "../hooks/use-account"
import { formatDateTime } from "../lib/format"
import { withoutRequest } from "../../messages"
import { DIRECTION_KEYS, DIRECTIONS } from "../lib/move-in-words"
import { ageWords } from "../lib/words"
import { wordsOr } from "../lib/message-words"
import { accountTile, type AccountTile, type TileAccount } from "../lib/account-tiles"

/** A tile's figure of one account, under the total of a store with several accounts. */
type TileLine = { id: string; label: string; value: React.ReactNode; bad: boolean }

function Tile({
  title,
  value,
  note,
  tone = "neutral",
  testId,
  link,
  lines,
}: {
  title: string
  value: React.ReactNode
  note?: string
  tone?: "neutral" | "good" | "bad"
  testId?: string
  /** Where the merchant sees the counted ones (a filtered list). */
  link?: { to: string; label: string }
  /** With several accounts: each account's figure, the first first. */
  lines?: TileLine[]
}) {
  const color = tone === "bad" ? "text-ui-fg-error" : "text-ui-fg-base"
  return (
    <div className="flex flex-col gap-y-1 rounded-lg border border-ui-border-base px-4 py-3" data-testid={testId}>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {title}
      </Text>
      <Text size="large" weight="plus" className={color}>
        {value}
      </Text>
      {lines && (
        <dl className="flex flex-col gap-y-0.5" data-testid="tile-accounts">
          {lines.map((line) => (
            <div key={line.id} className="flex items-baseline justify-between gap-x-2" data-testid="tile-account" data-account={line.id}>
              <dt className="txt-compact-xsmall truncate text-ui-fg-subtle">{line.label}</dt>
              <dd className={`txt-compact-xsmall-plus whitespace-nowrap ${line.bad ? "text-ui-fg-error" : "text-ui-fg-base"}`}>
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {note && (
        <Text size="xsmall" className="break-words text-ui-fg-subtle">
          {note}
        </Text>
      )}
      {link && (
        <Link to={link.to} className="txt-compact-xsmall-plus text-ui-fg-interactive hover:text-ui-fg-interactive-hover">
          {link.label}
        </Link>
      )}
    </div>
  )
}

/**
 * Whether the service answers right now, asked live (5 s at most) apart from the stored health:
 * "Checking…" until it answers, then the time it took or which part failed, never an old badge.
 */
function ConnectionBadge({ configured }: { configured: boolean }) {
  const { t, i18n } = useTranslation()
  const live = useConnection()
  const state: ConnectionState | undefined = live.data?.connection
  const checking = live.isFetching && !state
  const color = !configured ? "grey" : checking ? "blue" : state?.ok ? "green" : "red"
  const label = !configured
    ? t("marketplaceExchange.health.notSetUp")
    : checking
      ? t("marketplaceExchange.health.checking")
      : state?.ok
        ? t("marketplaceExchange.health.connected", { ms: state.latency_ms })
        : state?.problem === "no_answer"
          ? t("marketplaceExchange.health.noAnswer")
          : live.isError
            ? t("marketplaceExchange.health.notChecked")
            : t("marketplaceExchange.health.unreachable")
  return (
    <>
      <Badge size="2xsmall" color={color} data-testid="connection-badge">
        {label}
      </Badge>
      {configured && state && !state.ok && state.error && (
        <Text size="small" className="basis-full text-ui-fg-error" data-testid="connection-error">
          {wordsOr(state.error_words, state.error, i18n.language)}
        </Text>
      )}
    </>
  )
}

/**
 * Under the last import: why it failed and, while the service fails, until when the poll backs
 * off; else how often it looks, and whether it asks the two order filters apart (A31).
 */
function importNote(health: Health, t: TFunction, language: string): string {
  const { polling } = health
  const filter = polling.order_filter
  const apart =
    filter?.form === "separate"
      ? ` ${t("marketplaceExchange.health.pollAsksApart", { since: filter.since ? formatDateTime(filter.since, language) : "—" })}`
      : ""
  const every = `${t("marketplaceExchange.health.pollEvery", { seconds: polling.interval_seconds })}${apart}`
  const english = health.last_import_error && withoutRequest(health.last_import_error)
  const error = wordsOr(health.last_import_error_words, english, language)
  // A poll that is due and has not started says since when, never a next poll in the past.
  if (polling.reason === "import_off") return t("marketplaceExchange.health.pollImportOff")
  if (polling.reason === "not_started" && polling.late_since)
    return t("marketplaceExchange.health.pollLate", { since: formatDateTime(polling.late_since, language) })
  if (!polling.backing_off) return error ?? every
  const backoff = t("marketplaceExchange.health.pollBackingOff", {
    count: polling.failures,
    next: polling.next_poll_at ? formatDateTime(polling.next_poll_at, language) : "—",
  })
  return error ? `${error} ${backoff}` : backoff
}

/** The connection's fields in the form's words, for "enter the password and the subscription token". */
const CONNECTION_FIELD_KEYS: Record<Health["connection"]["missing"][number], string> = {
  base_url: "marketplaceExchange.health.field.baseUrl",
  auth_url: "marketplaceExchange.health.field.authUrl",
  user_name: "marketplaceExchange.health.field.userName",
  password: "marketplaceExchange.health.field.password",
  subscription_token: "marketplaceExchange.health.field.subscriptionToken",
}

/**
 * What keeps the connection from being set up, and why: the fields still to enter,
 * the password and token dropped because an address moved to another host, or secrets this
 * server's encryption key cannot read.
 */
function connectionMissingWords(connection: Health["connection"], t: TFunction, language: string): string {
  if (connection.undecryptable) return t("marketplaceExchange.health.secretsUnreadable")
  const fields = connection.missing.map((field) => t(CONNECTION_FIELD_KEYS[field])).join(t("marketplaceExchange.common.listSeparator"))
  if (connection.secrets_cleared_at)
    return t("marketplaceExchange.health.secretsCleared", { fields, at: formatDateTime(connection.secrets_cleared_at, language) })
  return fields ? t("marketplaceExchange.health.enterFields", { fields }) : t("marketplaceExchange.health.enterConnection")
}

/** The last service check (A55) on the health page: its date, the reads that did not answer, its findings in the admin's language. */
function ServiceCheckLines({ check }: { check: NonNullable<Health["service_check"]> }) {
  const { t, i18n } = useTranslation()
  const at = formatDateTime(check.checked_at, i18n.language)
  const requests = check.failed
    .map((request) => wordsOr({ code: `service_check.request.${request}` }, request, i18n.language))
    .join(t("marketplaceExchange.common.listSeparator"))
  return (
    <div className="flex flex-col gap-y-1" data-testid="health-service-check">
      <Text size="small" className={check.failed.length ? "text-ui-fg-error" : "text-ui-fg-subtle"}>
        {check.failed.length
          ? t("marketplaceExchange.health.serviceCheckFailed", { at, requests })
          : t("marketplaceExchange.health.serviceChecked", { at })}
      </Text>
      {check.findings.length > 0 && (
        <>
          <Text size="small" weight="plus">
            {t("marketplaceExchange.health.serviceCheckFindings")}
          </Text>
          <ul className="flex list-disc flex-col gap-y-1 pl-5">
            {check.findings.map((finding, index) => (
              <li key={index}>
                <Text size="small">{wordsOr(finding, finding.code, i18n.language)}</Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/**
 * Health at a glance, from what the plugin stored (at once): last import, queue, what needs the
 * merchant; the live connection apart. `accounts` (a store with several): each tile's figure is
 * every account's, the total with a line per account; a note of one account's alone (its poll,
 * its listing check) names the chosen account, as what is said above the tiles is the chosen account's.
 */
export function HealthSummary({ health, accounts }: { health: Health; accounts?: readonly TileAccount[] }) {
  const { t, i18n } = useTranslation()
  const { connection, queue } = health
  const tile = (name: AccountTile) => (accounts ? accountTile(name, accounts) : null)
  const [importTile, waitingTile, productsTile, ordersTile, listingsTile, goneTile] = (
    ["last_import", "waiting", "products", "orders", "listings", "gone"] as const
  ).map(tile)
  const linesOf = (figures: ReturnType<typeof tile>, words: (value: number | null) => React.ReactNode = (value) => value ?? 0) =>
    figures?.lines.map((line) => ({ ...line, value: words(line.value) }))
  // A store with several accounts counts its products' states over all of them.
  const products = accounts
    ? accounts.reduce(
        (sum, account) => ({
          parked: sum.parked + account.products.parked,
          attention: sum.attention + account.products.attention,
          failed: sum.failed + account.products.failed,
        }),
        { parked: 0, attention: 0, failed: 0 }
      )
    : health.products
  const productsNeeding = products.parked + products.attention + products.failed
  const ordersWaiting = ordersTile ? (ordersTile.total ?? 0) : health.orders.parked
  const notActive = listingsTile ? (listingsTile.total ?? 0) : health.listings.not_active
  const gone = goneTile ? (goneTile.total ?? 0) : health.products.gone_at_service
  const importAge = importTile ? importTile.total : health.last_import_age_seconds
  const importStale = importAge === null || importAge > 15 * 60
  // What a note says of the chosen account alone (its poll, its orders completed, its listing check) names it beside the totals.
  const chosen = useAccountApi().accountId
  const chosenLine = importTile?.lines.find((line) => line.id === chosen)
  const ofChosen = (note: string) => (chosenLine ? `${chosenLine.label}: ${note}` : note)
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Heading level="h2">{t("marketplaceExchange.health.title")}</Heading>
        <ConnectionBadge configured={connection.configured} />
      </div>
      {!connection.configured && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="health-connection-missing">
          {connectionMissingWords(connection, t, i18n.language)}{" "}
          <Link to="/settings/marketplace-exchange" className="text-ui-fg-interactive">
            {t("marketplaceExchange.health.openSettings")}
          </Link>
        </Text>
      )}
      {health.account.needs_scan && (
        <Text size="small" className="text-ui-fg-error" data-testid="health-needs-scan">
          {t("marketplaceExchange.health.needsScan", { count: health.account.foreign_products ?? 0 })}{" "}
          <Link to="/marketplace/move-in" className="text-ui-fg-interactive">
            {t("marketplaceExchange.health.openMoveIn")}
          </Link>
        </Text>
      )}
      {/* A53: the scan reads per variation set since the service refused the ProductVariations feed. */}
      {health.account.scan_variation_reading?.form === "per_product" && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="health-scan-per-product">
          {t("marketplaceExchange.health.scanReadsPerProduct", {
            since: formatDateTime(health.account.scan_variation_reading.since, i18n.language),
          })}
        </Text>
      )}
      {/* A55: the last service check, when one ran: its date, the reads that did not answer, what it found. */}
      {health.service_check && <ServiceCheckLines check={health.service_check} />}
      {DIRECTIONS.some((d) => !health.directions[d]) && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="health-directions-off">
          {t("marketplaceExchange.health.directionsOff", {
            what: DIRECTIONS.filter((d) => !health.directions[d])
              .map((d) => t(DIRECTION_KEYS[d].label))
              .join(", "),
          })}
        </Text>
      )}
      {/* Creates waiting for the scan are the merchant's to decide, not the service's: said above instead. */}
      {!health.account.needs_scan && queue.retrying > 0 && queue.waiting_for_service_since && (
        <Text size="small" className="text-ui-fg-error" data-testid="waiting-for-service">
          {queue.last_service_error
            ? t("marketplaceExchange.health.waitingForServiceLast", {
                since: formatDateTime(queue.waiting_for_service_since, i18n.language),
                count: queue.retrying,
                error: wordsOr(queue.last_service_error_words, queue.last_service_error, i18n.language),
              })
            : t("marketplaceExchange.health.waitingForService", {
                since: formatDateTime(queue.waiting_for_service_since, i18n.language),
                count: queue.retrying,
              })}
        </Text>
      )}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" data-testid="health-tiles">
        <Tile
          title={t("marketplaceExchange.health.lastImport")}
          value={ageWords(importAge, t)}
          note={ofChosen(importNote(health, t, i18n.language))}
          tone={
            importTile?.bad || (!importTile && (health.last_import_error || health.polling.backing_off))
              ? "bad"
              : importStale
                ? "neutral"
                : "good"
          }
          testId="last-import"
          lines={linesOf(importTile, (age) => ageWords(age, t))}
        />
        <Tile
          title={t("marketplaceExchange.health.waitingToSend")}
          value={waitingTile ? waitingTile.total : queue.waiting + queue.running}
          note={
            queue.oldest_waiting_age_seconds !== null
              ? t("marketplaceExchange.health.oldestQueued", { age: ageWords(queue.oldest_waiting_age_seconds, t) })
              : queue.running
                ? t("marketplaceExchange.health.beingSent", { value: queue.running })
                : t("marketplaceExchange.health.nothingWaiting")
          }
          testId="waiting-to-send"
          lines={linesOf(waitingTile)}
        />
        <Tile
          title={t("marketplaceExchange.health.productsNeedingAttention")}
          value={productsNeeding}
          tone={productsNeeding ? "bad" : "good"}
          note={t("marketplaceExchange.health.productsNote", products)}
          testId="parked-products-count"
          lines={linesOf(productsTile)}
        />
        <Tile
          title={t("marketplaceExchange.health.ordersWaiting")}
          value={ordersWaiting}
          tone={ordersWaiting ? "bad" : "good"}
          note={ofChosen(t("marketplaceExchange.health.ordersNote", { value: health.orders.completed }))}
          testId="parked-orders-count"
          lines={linesOf(ordersTile)}
        />
        <Tile
          title={t("marketplaceExchange.health.listingsNotActive")}
          value={notActive}
          tone={notActive ? "bad" : "good"}
          note={ofChosen(
            t("marketplaceExchange.health.listingsNote", {
              unchecked: health.listings.unchecked,
              due: health.listings.due_for_check,
              hours: health.listings.check_every_hours,
            })
          )}
          link={
            notActive ? { to: "/marketplace/listings?state=not_active", label: t("marketplaceExchange.health.showNotActive") } : undefined
          }
          testId="listings-not-active"
          lines={linesOf(listingsTile)}
        />
        {gone > 0 && (
          <Tile
            title={t("marketplaceExchange.health.productsGone")}
            value={gone}
            tone="bad"
            note={t("marketplaceExchange.health.productsGoneNote")}
            link={{ to: "/marketplace/listings?state=gone_at_service", label: t("marketplaceExchange.health.showNotActive") }}
            testId="products-gone"
            lines={linesOf(goneTile)}
          />
        )}
      </div>
    </div>
  )
}
