import { Badge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { Listing } from "../hooks/use-marketplace-details"
import { formatDateTime } from "../lib/format"
import { checkedWords, listingStateBadge, NOT_ACTIVE_CODE } from "../lib/listing-words"
import { messageWords } from "../lib/message-words"
import { DetailRow } from "./detail-row"
import { wordsOr } from "../lib/message-words"

/** A warning about the listing in the merchant's words, with what to do about it. */
export function WarningWithFix({
  warning,
  className,
  testId,
}: {
  warning: { message: string; fix: string | null }
  className: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <div className={className} data-testid={testId}>
      <div className="rounded-md bg-ui-bg-subtle px-3 py-2">
        <Text size="small" className="text-ui-fg-error">
          {warning.message}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.lanes.howToFix", { fix: warning.fix })}
        </Text>
      </div>
    </div>
  )
}

/** A listing's state as a badge in the admin's language; `ended`: the merchant ended it. */
export function ListingStateBadge({ state, ended = false, testId }: { state: string; ended?: boolean; testId?: string }) {
  const { t } = useTranslation()
  const badge = listingStateBadge(state, ended, t)
  return (
    <Badge size="2xsmall" color={badge.color} data-testid={testId}>
      {badge.text}
    </Badge>
  )
}

/** When the service last answered whether it is listed: "checked 5 min ago", the date and time on hover. */
export function ListingCheckedAt({ state, checkedAt }: { state: string | null; checkedAt: string | null }) {
  const { t, i18n } = useTranslation()
  return (
    <Text
      size="xsmall"
      className="whitespace-nowrap text-ui-fg-subtle"
      title={checkedAt ? formatDateTime(checkedAt, i18n.language) : undefined}
      data-testid="listing-checked"
    >
      {checkedWords(state, checkedAt, Date.now(), t)}
    </Text>
  )
}

type KnownListing = { state: string | null; checked_at: string | null }

/**
 * The product box's listing row: the live answer as a state with its time and, for a
 * listing the marketplace does not sell, the warning and what to do; when asking fails, the last
 * known state with its time and why; for a product not at the service, what the plugin stored.
 */
export function ProductListingRow({
  live,
  liveError,
  stored,
  loading,
}: {
  live: Listing | undefined
  /** The live request itself failed (not the service): said as the reason, with the stored state. */
  liveError?: string | null
  stored: KnownListing | undefined
  loading: boolean
}) {
  const { t, i18n } = useTranslation()
  const known: KnownListing | undefined = live ? { state: live.state, checked_at: live.checked_at } : stored
  const failed = live ? (live.listed === null ? wordsOr(live.reason_words, live.reason, i18n.language) : null) : (liveError ?? null)
  let content: React.ReactNode = "—"
  if (loading)
    content = (
      <Text size="small" className="text-ui-fg-subtle">
        {t("marketplaceExchange.common.askingMarketplace")}
      </Text>
    )
  else if (known?.state)
    content = (
      <div className="flex flex-col gap-y-1">
        <div className="flex flex-wrap items-center gap-x-2">
          <ListingStateBadge state={known.state} testId="marketplace-listing-state" />
          <ListingCheckedAt state={known.state} checkedAt={known.checked_at} />
        </div>
        {failed && (
          <Text size="xsmall" className="text-ui-fg-subtle" data-testid="marketplace-listing-unknown">
            {t("marketplaceExchange.productWidget.askFailed", { reason: failed })}
          </Text>
        )}
      </div>
    )
  else if (failed)
    content = (
      <Text size="small" className="text-ui-fg-subtle" data-testid="marketplace-listing-unknown">
        {t("marketplaceExchange.productWidget.listingUnknown", { reason: failed })}
      </Text>
    )
  const warning = !loading && known?.state === "not_active" ? messageWords({ code: NOT_ACTIVE_CODE, message: "" }, i18n.language) : null
  // One block with its warning: the box's dividers fall between its rows, not inside this one.
  return (
    <div>
      <DetailRow label={t("marketplaceExchange.productWidget.listing")}>{content}</DetailRow>
      {warning && <WarningWithFix warning={warning} className="px-6 pb-3" testId="marketplace-listing-warning" />}
    </div>
  )
}
