import { Badge, Button, Table, Text } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import { fixFieldOf } from "../../messages"
import { type CodedText, messageWords, wordsOr } from "../lib/message-words"
import type { Problem } from "../hooks/use-marketplace"
import type { ProductMarketplaceState, Refusal } from "../hooks/use-marketplace-details"
import { formatDateTime, formatMoney } from "../lib/format"
import { offeredWords } from "../lib/offered-words"

/** One held-back part: what, why (our check, or the service's code and message) and how to fix it. */
function HeldBack({
  title,
  detail,
  fix,
  tone,
  onFix,
}: {
  title: string
  detail: string
  fix: string
  tone: "error" | "subtle"
  /** Opens the marketplace fields drawer at the field the fix names. */
  onFix?: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-start justify-between gap-x-3 rounded-md bg-ui-bg-subtle px-3 py-2">
      <div>
        <Text size="small" className={tone === "error" ? "text-ui-fg-error" : "text-ui-fg-subtle"}>
          {title ? <span className="font-medium">{title}: </span> : null}
          {detail}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.lanes.howToFix", { fix })}
        </Text>
      </div>
      {onFix && (
        <Button size="small" variant="secondary" className="shrink-0" onClick={onFix} data-testid="mx-fix">
          {t("marketplaceExchange.lanes.fixIt")}
        </Button>
      )}
    </div>
  )
}

/** The service's refusal: its code and message as it sent them. */
const refusalDetail = (r: Refusal, t: TFunction) =>
  r.code
    ? t("marketplaceExchange.lanes.refusedWithCode", { code: r.code, message: r.message })
    : t("marketplaceExchange.lanes.refused", { message: r.message })

/** A price the marketplace has (a decimal string, or the service's own value) in the admin's language. */
const priceWords = (price: string | number | boolean | null, language: string) =>
  typeof price === "boolean" ? String(price) : formatMoney(price, null, language)

/**
 * The stock lane: what stock and price the marketplace has per variation and when each was
 * sent. Content problems never hold this back, so it is shown apart from them.
 */
export function StockLane({ state }: { state: ProductMarketplaceState }) {
  const { t, i18n } = useTranslation()
  const { stock } = state
  if (!stock.on_service) return null
  return (
    <div className="flex flex-col gap-y-2 px-6 py-3" data-testid="marketplace-stock-lane">
      <LaneHeading
        title={t("marketplaceExchange.lanes.stockTitle")}
        aside={t("marketplaceExchange.lanes.lastSent", { date: formatDateTime(stock.last_sent_at, i18n.language) })}
      />
      {stock.error && (
        <Text size="small" className="text-ui-fg-error">
          {t("marketplaceExchange.lanes.stockError", { error: wordsOr(stock.error_words, stock.error, i18n.language) })}
        </Text>
      )}
      {stock.variations.length > 0 ? (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("marketplaceExchange.lanes.sku")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("marketplaceExchange.lanes.stock")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("marketplaceExchange.lanes.price")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("marketplaceExchange.lanes.storePrice")}</Table.HeaderCell>
              <Table.HeaderCell>{t("marketplaceExchange.lanes.sent")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stock.variations.map((v) => (
              <Table.Row key={v.variant_id} data-testid={`marketplace-stock-${v.sku ?? v.variant_id}`}>
                <Table.Cell>
                  {v.retired ? t("marketplaceExchange.lanes.ended", { sku: v.sku ?? v.variant_id }) : (v.sku ?? v.variant_id)}
                </Table.Cell>
                <Table.Cell className="text-right">{v.stock}</Table.Cell>
                <Table.Cell className="text-right">{formatMoney(v.price, null, i18n.language)}</Table.Cell>
                <Table.Cell className="text-right text-ui-fg-subtle">{formatMoney(v.store_price, null, i18n.language)}</Table.Cell>
                <Table.Cell>{formatDateTime(v.sent_at, i18n.language)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        stock.product && (
          <Text size="small">
            {t("marketplaceExchange.lanes.productLine", {
              stock: stock.product.stock ?? "—",
              price: priceWords(stock.product.price, i18n.language),
              store: formatMoney(stock.product.store_price, null, i18n.language),
              date: formatDateTime(stock.product.sent_at, i18n.language),
            })}
          </Text>
        )
      )}
      {stock.refusals.map((r) => (
        <HeldBack key={r.key} title={r.subject} detail={refusalDetail(r, t)} fix={t("marketplaceExchange.lanes.refusalFix")} tone="error" />
      ))}
    </div>
  )
}

/**
 * What the account offers of each variant now and how it comes about, as one sum per variant
 * (the server's parts, the same sum the sync pushes): shown whether or not it is listed yet.
 */
export function OfferedLane({ state }: { state: ProductMarketplaceState }) {
  const { t } = useTranslation()
  const offered = state.offered
  if (!offered?.variants.length) return null
  return (
    <div className="flex flex-col gap-y-1 px-6 py-3" data-testid="marketplace-offered">
      <LaneHeading title={t("marketplaceExchange.lanes.offeredTitle")} />
      {offered.variants.map((v) => (
        <Text key={v.variant_id} size="small" data-testid={`marketplace-offered-${v.sku ?? v.variant_id}`}>
          {offered.variants.length > 1 && <span className="font-medium">{v.sku ?? v.variant_id}: </span>}
          {offeredWords(v, offered.marketplace_site, t)}
        </Text>
      ))}
    </div>
  )
}

/** The content lane: what our checks and the service hold back, each with its fix; the rest is sent. */
export function ContentLane({ state, onFix }: { state: ProductMarketplaceState; onFix?: (field: string) => void }) {
  const { t, i18n } = useTranslation()
  const words = (p: CodedText) => messageWords(p, i18n.language)
  const fixAt = (p: CodedText) => {
    const field = p.code && onFix ? fixFieldOf({ code: p.code, params: p.params ?? {} }) : null
    return field ? () => onFix!(field) : undefined
  }
  const errors = state.problems.filter((p: Problem) => p.severity === "error")
  const warnings = state.problems.filter((p: Problem) => p.severity === "warning")
  const refusals = state.content.refusals
  if (!errors.length && !warnings.length && !refusals.length) return null
  const onService = state.stock.on_service
  return (
    <div className="flex flex-col gap-y-2 px-6 py-3" data-testid="marketplace-product-problems">
      {(errors.length > 0 || refusals.length > 0) && (
        <LaneHeading
          title={onService ? t("marketplaceExchange.lanes.heldBack") : t("marketplaceExchange.lanes.toFix")}
          count={errors.length + refusals.length}
          color="orange"
        />
      )}
      {onService && (errors.length > 0 || refusals.length > 0) && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.lanes.everythingElse")}
        </Text>
      )}
      {errors.map((p, i) => (
        <HeldBack key={`e${i}`} title="" detail={words(p).message} fix={words(p).fix ?? ""} tone="error" onFix={fixAt(p)} />
      ))}
      {refusals.map((r) => (
        <HeldBack key={r.key} title={r.subject} detail={refusalDetail(r, t)} fix={t("marketplaceExchange.lanes.refusalFix")} tone="error" />
      ))}
      {warnings.length > 0 && (
        // Warnings hold nothing back: they are said apart, so the heading above stays true.
        <div className="flex flex-col gap-y-2 pt-1" data-testid="marketplace-product-warnings">
          <LaneHeading title={t("marketplaceExchange.lanes.worthFixing")} count={warnings.length} color="grey" />
          {warnings.map((p, i) => (
            <HeldBack key={`w${i}`} title="" detail={words(p).message} fix={words(p).fix ?? ""} tone="subtle" onFix={fixAt(p)} />
          ))}
        </div>
      )}
    </div>
  )
}

/** A lane's heading: its title, with a count beside it (what is held back), or a note on the right (when stock last went out). */
function LaneHeading({ title, count, color, aside }: { title: string; count?: number; color?: "orange" | "grey"; aside?: string }) {
  return (
    <div className={aside ? "flex items-center justify-between" : "flex items-center gap-x-2"}>
      <Text size="small" weight="plus">
        {title}
      </Text>
      {count !== undefined && (
        <Badge size="2xsmall" color={color}>
          {count}
        </Badge>
      )}
      {aside && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {aside}
        </Text>
      )}
    </div>
  )
}
