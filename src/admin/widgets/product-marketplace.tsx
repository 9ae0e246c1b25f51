import { RecentActivity } from "../components/activity-list"
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast, usePrompt } from "@medusajs/ui"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { DetailRow } from "../components/detail-row"
import { ProductListingRow, WarningWithFix } from "../components/listing-state"
import { MarketplaceFieldsDrawer } from "../components/marketplace-fields-drawer"
import { ContentLane, OfferedLane, StockLane } from "../components/product-lanes"
import { useLastChange } from "../hooks/use-live-refresh"
import { useListAgain, useListAnew, useSyncProduct } from "../hooks/use-marketplace"
import { ProductAccount, useProductAccounts, useProductListing, useProductMarketplace } from "../hooks/use-marketplace-details"
import { AccountScope, useAccounts } from "../hooks/use-account"
import { siteWords } from "../lib/chosen-account"
import { formatDateTime } from "../lib/format"
import { retryWords, runOutcomeWords } from "../lib/outcome-words"
import { PRODUCT_STATUS } from "../lib/words"
import { messageWords, wordsOr } from "../lib/message-words"
import { useErrorWords } from "../hooks/use-error-words"
import { WidgetLoadState } from "../components/load-failed"

/**
 * The product box: with one account, the account's state alone, as always; with several, a
 * section for each account the product concerns (its channel holds the product), each headed
 * by the account's name and eBay site and showing that account's listing, offered quantity,
 * problems and actions (every hook inside a section calls the API for its account).
 */
const ProductMarketplaceWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { t } = useTranslation()
  const accounts = useAccounts()
  const several = (accounts.data?.accounts.length ?? 0) > 1
  const concerned = useProductAccounts(product.id, several)
  // Until the accounts are known, no section: a store with several would otherwise show one box and then replace it.
  // Without the list (it failed to load), the chosen account's box, as with one.
  if (accounts.isLoading || (several && concerned.isLoading))
    return (
      <Container className="p-0" data-testid="marketplace-product-loading">
        <WidgetLoadState isLoading error={false} />
      </Container>
    )
  if (!several) return <ProductAccountBox product={product} />
  if (!concerned.data)
    return (
      <Container className="p-0" data-testid="marketplace-product-widget">
        <WidgetLoadState isLoading={false} error={concerned.isError && concerned.error} />
      </Container>
    )
  if (!concerned.data.accounts.length)
    return (
      <Container className="divide-y p-0" data-testid="marketplace-product-widget">
        <div className="px-6 py-4">
          <Heading level="h2">{t("marketplaceExchange.common.marketplace")}</Heading>
        </div>
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle" data-testid="marketplace-product-no-account">
          {t("marketplaceExchange.productWidget.noAccount")}
        </Text>
      </Container>
    )
  return (
    <div className="flex flex-col gap-y-3" data-testid="marketplace-product-accounts">
      {concerned.data.accounts.map((account) => (
        <AccountScope.Provider key={account.id} value={account.id}>
          <ProductAccountBox product={product} account={account} />
        </AccountScope.Provider>
      ))}
    </div>
  )
}

/**
 * The product's marketplace state on its detail page, from what the plugin stored (at once,
 * whatever the service does): status, ids, last push, stock and price per variation (and how the
 * quantity offered comes about), problems
 * and their fixes; the live listing state apart. It refreshes when Medusa's own forms change
 * the product and while a sync of it runs.
 */
function ProductAccountBox({ product, account }: { product: AdminProduct; account?: ProductAccount }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const changedAt = useLastChange()
  const { data, isLoading, isError, error } = useProductMarketplace(product.id, changedAt)
  const state = data?.product
  const listing = useProductListing(product.id, Boolean(state?.stock.on_service))
  const sync = useSyncProduct()
  const listAnew = useListAnew()
  const listAgain = useListAgain()
  // A50: the service lost the product; its warning says its eBay listing may still be live.
  const gone = state?.status === "gone_at_service"
  const goneWarning = gone && state?.listing.warning ? messageWords(state.listing.warning, i18n.language) : null
  const prompt = usePrompt()
  // A51: the product keeps its listed type; the box's warning says so, and this offers the type change at its cost.
  const anewAs = state?.problems.some((p) => p.code === "problem.kept_as_variation_set")
    ? ("single_product" as const)
    : state?.problems.some((p) => p.code === "problem.kept_as_single")
      ? ("variation_set" as const)
      : null
  // A fix's button, or a link from the grid (?marketplace_fix=brand), opens the marketplace fields drawer at its field.
  const [drawerAt, setDrawerAt] = useState<{ field: string } | null>(() => {
    const url = new URL(window.location.href)
    const field = url.searchParams.get("marketplace_fix")
    if (!field) return null
    // Read once: a reload or Back to this page does not open the drawer again.
    url.searchParams.delete("marketplace_fix")
    window.history.replaceState(window.history.state, "", url)
    return { field }
  })
  // After Sync now: what the queued run did, said once it is done.
  const awaitingRunSince = useRef<number | null>(null)
  useEffect(() => {
    const since = awaitingRunSince.current
    const run = state?.last_run
    if (since === null || !run || state?.queued || new Date(run.at).getTime() < since) return
    awaitingRunSince.current = null
    const words = runOutcomeWords(run.outcome, run.state, wordsOr(run.error_words, run.error, i18n.language), t)
    toast[words.tone](words.text)
  }, [state, t, i18n.language])

  const status = PRODUCT_STATUS[state?.queued ? "pending" : (state?.status ?? "not_synced")] ?? PRODUCT_STATUS.not_synced
  const onSync = () => {
    const clickedAt = Date.now() - 1000
    sync.mutate(product.id, {
      onSuccess: (answer) => {
        const words = retryWords(answer, t, i18n.language)
        toast[words.tone](words.text)
        if (answer.queued) awaitingRunSince.current = clickedAt
      },
      onError: (e) => toast.error(errorText(e)),
    })
  }

  const anewLabel =
    anewAs === "single_product"
      ? t("marketplaceExchange.productWidget.listAnewAsSingle")
      : t("marketplaceExchange.productWidget.listAnewAsSet")
  const onListAnew = async () => {
    if (!anewAs) return
    const confirmed = await prompt({
      title: t("marketplaceExchange.productWidget.listAnewTitle"),
      description: t("marketplaceExchange.productWidget.listAnewConfirm"),
      confirmText: anewLabel,
      cancelText: t("marketplaceExchange.common.cancel"),
    })
    if (!confirmed) return
    listAnew.mutate(
      { productId: product.id, as: anewAs },
      {
        onSuccess: () => toast.success(t("marketplaceExchange.productWidget.listAnewQueued")),
        onError: (e) => toast.error(errorText(e)),
      }
    )
  }

  const onListAgain = async () => {
    const confirmed = await prompt({
      title: t("marketplaceExchange.productWidget.listAgainTitle"),
      description: t("marketplaceExchange.productWidget.listAgainConfirm"),
      confirmText: t("marketplaceExchange.productWidget.listAgain"),
      cancelText: t("marketplaceExchange.common.cancel"),
    })
    if (!confirmed) return
    listAgain.mutate(product.id, {
      onSuccess: () => toast.success(t("marketplaceExchange.productWidget.listAgainQueued")),
      onError: (e) => toast.error(errorText(e)),
    })
  }

  return (
    <Container className="divide-y p-0" data-testid="marketplace-product-widget" data-account={account?.id}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
        <div className="flex items-center gap-x-2">
          {account ? (
            <div className="flex flex-col">
              <Text size="xsmall" className="text-ui-fg-subtle">
                {t("marketplaceExchange.common.marketplace")}
              </Text>
              <Heading level="h2" data-testid="marketplace-product-account-name">
                {account.name} · {siteWords(account.marketplace_site)}
              </Heading>
            </div>
          ) : (
            <Heading level="h2">{t("marketplaceExchange.common.marketplace")}</Heading>
          )}
          {state && (
            <Badge size="2xsmall" color={status.color} className="whitespace-nowrap" data-testid="marketplace-product-status">
              {t(status.labelKey)}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MarketplaceFieldsDrawer product={product} openAt={drawerAt} onClosed={() => setDrawerAt(null)} />
          {anewAs && (
            <Button size="small" variant="secondary" onClick={onListAnew} isLoading={listAnew.isPending}>
              {anewLabel}
            </Button>
          )}
          {gone && (
            <Button
              size="small"
              variant="secondary"
              onClick={onListAgain}
              isLoading={listAgain.isPending}
              data-testid="marketplace-list-again"
            >
              {t("marketplaceExchange.productWidget.listAgain")}
            </Button>
          )}
          <Button size="small" variant="secondary" onClick={onSync} isLoading={sync.isPending}>
            {state?.status === "failed" || state?.status === "parked" || state?.status === "attention"
              ? t("marketplaceExchange.common.retry")
              : t("marketplaceExchange.productWidget.syncNow")}
          </Button>
        </div>
      </div>
      <WidgetLoadState isLoading={isLoading} error={isError && error} />
      {account && !account.in_channel && account.sales_channel_id && (
        <Text size="small" className="px-6 py-3 text-ui-fg-subtle" data-testid="marketplace-product-left-channel">
          {t("marketplaceExchange.productWidget.leftChannel")}
        </Text>
      )}
      {state && (
        <>
          <Text size="small" className="px-6 py-3 text-ui-fg-subtle">
            {state.queued
              ? state.queued.last_error
                ? t("marketplaceExchange.productWidget.waitingAgain", {
                    error: wordsOr(state.queued.last_error_words, state.queued.last_error, i18n.language),
                  })
                : t("marketplaceExchange.productWidget.changeSending")
              : PRODUCT_STATUS[state.status]
                ? t(PRODUCT_STATUS[state.status].hintKey)
                : null}
          </Text>
          <ProductListingRow
            live={listing.data?.listing}
            liveError={listing.error ? errorText(listing.error) : undefined}
            stored={state.listing}
            loading={listing.isLoading && listing.fetchStatus !== "idle"}
          />
          <DetailRow label={t("marketplaceExchange.productWidget.productId")}>{state.remote_product_id ?? "—"}</DetailRow>
          {Object.keys(state.remote_variations).length > 0 && (
            <DetailRow label={t("marketplaceExchange.productWidget.variations")}>{Object.keys(state.remote_variations).length}</DetailRow>
          )}
          <DetailRow label={t("marketplaceExchange.productWidget.contentLastSent")}>
            {formatDateTime(state.last_pushed_at, i18n.language)}
          </DetailRow>
          {goneWarning && <WarningWithFix warning={goneWarning} className="px-6 py-3" testId="marketplace-gone-warning" />}
          {state.last_error && !gone && (
            <div className="px-6 py-3">
              <Text size="small" className="text-ui-fg-error">
                {t("marketplaceExchange.productWidget.stopped", {
                  error: wordsOr(state.last_error_words, state.last_error, i18n.language),
                })}
              </Text>
            </div>
          )}
          <StockLane state={state} />
          <OfferedLane state={state} />
          <ContentLane state={state} onFix={(field) => setDrawerAt({ field })} />
          <RecentActivity productId={product.id} ownAccount={Boolean(account)} />
        </>
      )}
    </Container>
  )
}

// Current zone names (the `.after` suffix is legacy since Medusa 2.17.2); the id keeps a merchant's layout.
export const config = defineWidgetConfig({ zone: "product.details", id: "marketplace-exchange-product" })

export default ProductMarketplaceWidget
