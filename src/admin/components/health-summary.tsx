import { Badge, Heading, Text } from "@medusajs/ui"
import { ConnectionState, Health, useConnection } from "../hooks/use-marketplace"
import { ageWords, dateWords } from "../lib/words"

function Tile({
  title,
  value,
  note,
  tone = "neutral",
  testId,
}: {
  title: string
  value: React.ReactNode
  note?: string
  tone?: "neutral" | "good" | "bad"
  testId?: string
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
      {note && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {note}
        </Text>
      )}
    </div>
  )
}

/**
 * Whether the service answers right now, asked live (5 s at most) apart from the stored health:
 * "Checking…" until it answers, then the time it took or which part failed, never an old badge.
 */
function ConnectionBadge({ configured }: { configured: boolean }) {
  const live = useConnection()
  const state: ConnectionState | undefined = live.data?.connection
  const checking = live.isFetching && !state
  const color = !configured ? "grey" : checking ? "blue" : state?.ok ? "green" : "red"
  const label = !configured
    ? "Not set up"
    : checking
      ? "Checking the connection…"
      : state?.ok
        ? `Connected (${state.latency_ms} ms)`
        : state?.problem === "no_answer"
          ? "No answer within 5 s"
          : live.isError
            ? "Connection not checked"
            : "Cannot reach the service"
  return (
    <>
      <Badge size="2xsmall" color={color} data-testid="connection-badge">
        {label}
      </Badge>
      {configured && state && !state.ok && state.error && (
        <Text size="small" className="basis-full text-ui-fg-error" data-testid="connection-error">
          {state.error}
        </Text>
      )}
    </>
  )
}

/** Health at a glance, from what the plugin stored (at once): last import, queue, what needs the merchant; the live connection apart. */
export function HealthSummary({ health }: { health: Health }) {
  const { connection, queue } = health
  const importStale = health.last_import_age_seconds === null || health.last_import_age_seconds > 15 * 60
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Heading level="h2">Health</Heading>
        <ConnectionBadge configured={connection.configured} />
      </div>
      {!connection.configured && (
        <Text size="small" className="text-ui-fg-subtle">
          Enter the connection in Settings → Marketplace exchange.
        </Text>
      )}
      {queue.retrying > 0 && queue.waiting_for_service_since && (
        <Text size="small" className="text-ui-fg-error" data-testid="waiting-for-service">
          Waiting for the service since {dateWords(queue.waiting_for_service_since)}: {queue.retrying} product(s) or order(s) are tried
          again by itself until it answers
          {queue.last_service_error ? ` (last: ${queue.last_service_error})` : ""}.
        </Text>
      )}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile
          title="Last order import"
          value={ageWords(health.last_import_age_seconds)}
          note={health.last_import_error ?? undefined}
          tone={health.last_import_error ? "bad" : importStale ? "neutral" : "good"}
        />
        <Tile
          title="Waiting to send"
          value={queue.waiting + queue.running}
          note={
            queue.oldest_waiting_age_seconds !== null
              ? `oldest queued ${ageWords(queue.oldest_waiting_age_seconds)}`
              : queue.running
                ? `${queue.running} being sent`
                : "nothing waiting"
          }
        />
        <Tile
          title="Products needing attention"
          value={health.products.parked + health.products.attention + health.products.failed}
          tone={health.products.parked + health.products.attention + health.products.failed ? "bad" : "good"}
          note={
            `${health.products.parked} not listed, ${health.products.attention} listed with content held back, ` +
            `${health.products.failed} stopped`
          }
          testId="parked-products-count"
        />
        <Tile
          title="Orders waiting for you"
          value={health.orders.parked}
          tone={health.orders.parked ? "bad" : "good"}
          note={`${health.orders.completed} imported in all`}
          testId="parked-orders-count"
        />
      </div>
    </div>
  )
}
