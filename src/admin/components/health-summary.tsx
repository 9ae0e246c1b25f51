import { Badge, Heading, Text } from "@medusajs/ui"
import type { Health } from "../hooks/use-marketplace"
import { ageWords, dateWords } from "../lib/words"

function Tile({ title, value, note, tone = "neutral", testId }: { title: string; value: React.ReactNode; note?: string; tone?: "neutral" | "good" | "bad"; testId?: string }) {
  const color = tone === "bad" ? "text-ui-fg-error" : "text-ui-fg-base"
  return (
    <div className="flex flex-col gap-y-1 rounded-lg border border-ui-border-base px-4 py-3" data-testid={testId}>
      <Text size="xsmall" className="text-ui-fg-subtle">{title}</Text>
      <Text size="large" weight="plus" className={color}>{value}</Text>
      {note && <Text size="xsmall" className="text-ui-fg-subtle">{note}</Text>}
    </div>
  )
}

/** Health at a glance: connection, last import, queue, what needs the merchant. */
export function HealthSummary({ health }: { health: Health }) {
  const { connection, queue } = health
  const importStale = health.last_import_age_seconds === null || health.last_import_age_seconds > 15 * 60
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex items-center gap-x-2">
        <Heading level="h2">Health</Heading>
        <Badge size="2xsmall" color={connection.ok ? "green" : "red"} data-testid="connection-badge">
          {connection.ok ? `Connected (${connection.latency_ms} ms)` : connection.configured ? "Cannot reach the service" : "Not set up"}
        </Badge>
      </div>
      {connection.error && <Text size="small" className="text-ui-fg-error">The exchange service said: {connection.error}</Text>}
      {!connection.configured && <Text size="small" className="text-ui-fg-subtle">Enter the connection in Settings → Marketplace exchange.</Text>}
      {queue.retrying > 0 && queue.waiting_for_service_since && (
        <Text size="small" className="text-ui-fg-error" data-testid="waiting-for-service">
          Waiting for the service since {dateWords(queue.waiting_for_service_since)}: {queue.retrying} product(s) or order(s) are tried again by itself until it answers
          {queue.last_service_error ? ` (last: ${queue.last_service_error})` : ""}.
        </Text>
      )}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile title="Last order import" value={ageWords(health.last_import_age_seconds)} note={health.last_import_error ?? undefined} tone={health.last_import_error ? "bad" : importStale ? "neutral" : "good"} />
        <Tile title="Waiting to send" value={queue.waiting + queue.running} note={queue.oldest_waiting_age_seconds !== null ? `oldest queued ${ageWords(queue.oldest_waiting_age_seconds)}` : queue.running ? `${queue.running} being sent` : "nothing waiting"} />
        <Tile
          title="Products needing attention"
          value={health.products.parked + health.products.attention + health.products.failed}
          tone={health.products.parked + health.products.attention + health.products.failed ? "bad" : "good"}
          note={`${health.products.parked} not listed, ${health.products.attention} listed with content held back, ${health.products.failed} stopped`}
          testId="parked-products-count"
        />
        <Tile title="Orders waiting for you" value={health.orders.parked} tone={health.orders.parked ? "bad" : "good"} note={`${health.orders.completed} imported in all`} testId="parked-orders-count" />
      </div>
    </div>
  )
}
