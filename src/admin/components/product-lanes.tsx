import { Badge, Table, Text } from "@medusajs/ui"
import type { Problem } from "../hooks/use-marketplace"
import type { ProductMarketplaceState, Refusal } from "../hooks/use-marketplace-details"
import { dateWords } from "../lib/words"

/** One held-back part: what, why (our check, or the service's code and message) and how to fix it. */
function HeldBack({ title, detail, fix, tone }: { title: string; detail: string; fix: string; tone: "error" | "subtle" }) {
  return (
    <div className="rounded-md bg-ui-bg-subtle px-3 py-2">
      <Text size="small" className={tone === "error" ? "text-ui-fg-error" : "text-ui-fg-subtle"}>
        {title ? <span className="font-medium">{title}: </span> : null}
        {detail}
      </Text>
      <Text size="xsmall" className="text-ui-fg-subtle">
        How to fix: {fix}
      </Text>
    </div>
  )
}

const refusalDetail = (r: Refusal) => `refused by the service${r.code ? ` (code ${r.code})` : ""}: ${r.message}`

/**
 * The stock lane: what stock and price the marketplace has per variation and when each was
 * sent. Content problems never hold this back, so it is shown apart from them.
 */
export function StockLane({ state }: { state: ProductMarketplaceState }) {
  const { stock } = state
  if (!stock.on_service) return null
  return (
    <div className="flex flex-col gap-y-2 px-6 py-3" data-testid="marketplace-stock-lane">
      <div className="flex items-center justify-between">
        <Text size="small" weight="plus">
          Stock and price on the marketplace
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          last sent {dateWords(stock.last_sent_at)}
        </Text>
      </div>
      {stock.error && (
        <Text size="small" className="text-ui-fg-error">
          Not sent yet, tried again by itself: {stock.error}
        </Text>
      )}
      {stock.variations.length > 0 ? (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>SKU</Table.HeaderCell>
              <Table.HeaderCell className="text-right">Stock</Table.HeaderCell>
              <Table.HeaderCell className="text-right">Price</Table.HeaderCell>
              <Table.HeaderCell>Sent</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stock.variations.map((v) => (
              <Table.Row key={v.variant_id} data-testid={`marketplace-stock-${v.sku ?? v.variant_id}`}>
                <Table.Cell>
                  {v.sku ?? v.variant_id}
                  {v.retired ? " (ended)" : ""}
                </Table.Cell>
                <Table.Cell className="text-right">{v.stock}</Table.Cell>
                <Table.Cell className="text-right">{v.price ?? "—"}</Table.Cell>
                <Table.Cell>{dateWords(v.sent_at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        stock.product && (
          <Text size="small">
            Stock {stock.product.stock ?? "—"} · price {String(stock.product.price ?? "—")} · sent {dateWords(stock.product.sent_at)}
          </Text>
        )
      )}
      {stock.refusals.map((r) => (
        <HeldBack key={r.key} title={r.subject} detail={refusalDetail(r)} fix={r.fix} tone="error" />
      ))}
    </div>
  )
}

/** The content lane: what our checks and the service hold back, each with its fix; the rest is sent. */
export function ContentLane({ state }: { state: ProductMarketplaceState }) {
  const errors = state.problems.filter((p: Problem) => p.severity === "error")
  const warnings = state.problems.filter((p: Problem) => p.severity === "warning")
  const refusals = state.content.refusals
  if (!errors.length && !warnings.length && !refusals.length) return null
  const onService = state.stock.on_service
  return (
    <div className="flex flex-col gap-y-2 px-6 py-3" data-testid="marketplace-product-problems">
      {(errors.length > 0 || refusals.length > 0) && (
        <div className="flex items-center gap-x-2">
          <Text size="small" weight="plus">
            {onService ? "Held back until fixed" : "To fix before it can be listed"}
          </Text>
          <Badge size="2xsmall" color="orange">
            {errors.length + refusals.length}
          </Badge>
        </div>
      )}
      {onService && (errors.length > 0 || refusals.length > 0) && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          Everything else, stock and price included, is sent as usual.
        </Text>
      )}
      {errors.map((p, i) => (
        <HeldBack key={`e${i}`} title="" detail={p.message} fix={p.fix} tone="error" />
      ))}
      {refusals.map((r) => (
        <HeldBack key={r.key} title={r.subject} detail={refusalDetail(r)} fix={r.fix} tone="error" />
      ))}
      {warnings.length > 0 && (
        // Warnings hold nothing back: they are said apart, so the heading above stays true.
        <div className="flex flex-col gap-y-2 pt-1" data-testid="marketplace-product-warnings">
          <div className="flex items-center gap-x-2">
            <Text size="small" weight="plus">
              Sent, but worth fixing
            </Text>
            <Badge size="2xsmall" color="grey">
              {warnings.length}
            </Badge>
          </div>
          {warnings.map((p, i) => (
            <HeldBack key={`w${i}`} title="" detail={p.message} fix={p.fix} tone="subtle" />
          ))}
        </div>
      )}
    </div>
  )
}
