import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BuildingStorefront } from "@medusajs/icons"
import { Button, Container, Text, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { AccountSelect, PerAccount } from "../../components/account-select"
import { HealthSummary } from "../../components/health-summary"
import { ParkedOrdersTable } from "../../components/parked-orders-table"
import { ParkedProductsTable } from "../../components/parked-products-table"
import { SyncAllCard } from "../../components/sync-all-card"
import { useAccountsHealth, useHealth, useImportNow } from "../../hooks/use-marketplace"
import { AccountScope, useAccounts } from "../../hooks/use-account"
import { ALL_ACCOUNTS } from "../../lib/chosen-account"
import { useErrorWords } from "../../hooks/use-error-words"
import { SectionTitle } from "../../components/section-title"

/**
 * The marketplace at a glance: health, "Sync all", and what waits for the merchant. With several
 * accounts the account select chooses whose connection, notes and Sync all are shown; the tiles
 * count every account's, and the tables below list every account's rows with their account.
 */
const MarketplaceView = () => {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const health = useHealth()
  // With several accounts each tile says every account's figure; with one, the page is as it always was.
  const several = (useAccounts().data?.accounts.length ?? 0) > 1
  const perAccount = useAccountsHealth(several)
  const importNow = useImportNow()
  const onImport = () =>
    importNow.mutate(undefined, {
      onSuccess: (answer) =>
        "summary" in answer
          ? toast.success(
              t("marketplaceExchange.marketplacePage.imported", { created: answer.summary.created, parked: answer.summary.parked })
            )
          : // An import under way: said in the admin's language (the API's message is English, for callers).
            toast.info(t("marketplaceExchange.marketplacePage.importRunning")),
      onError: (e) => toast.error(errorText(e)),
    })
  return (
    <div className="flex flex-col gap-y-3">
      <Container className="divide-y p-0">
        <div className="flex items-center justify-between px-6 py-4">
          <SectionTitle
            level="h1"
            title={t("marketplaceExchange.common.marketplace")}
            description={t("marketplaceExchange.marketplacePage.description")}
          />
          <div className="flex shrink-0 items-center gap-x-2">
            <AccountSelect />
            <Button size="small" variant="secondary" onClick={onImport} isLoading={importNow.isPending}>
              {t("marketplaceExchange.marketplacePage.importNow")}
            </Button>
          </div>
        </div>
        {health.isLoading && (
          <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
            {t("marketplaceExchange.health.checking")}
          </Text>
        )}
        {health.isError && (
          <Text size="small" className="px-6 py-4 text-ui-fg-error">
            {t("marketplaceExchange.marketplacePage.loadFailed", { error: errorText(health.error) })}
          </Text>
        )}
        {health.data && <HealthSummary health={health.data.health} accounts={several ? perAccount.data?.accounts : undefined} />}
        <SyncAllCard />
      </Container>
      {/* What waits for the merchant, of every account (as the tiles above count it), each row naming its account. */}
      <AccountScope.Provider value={several ? ALL_ACCOUNTS : null}>
        <Container className="p-0">
          <ParkedProductsTable />
        </Container>
        <Container className="p-0">
          <ParkedOrdersTable />
        </Container>
      </AccountScope.Provider>
    </div>
  )
}

/** Anew for each account (the header's account select chooses it). */
const MarketplacePage = () => (
  <PerAccount>
    <MarketplaceView />
  </PerAccount>
)

// The label is a translation key: `translationNs` makes the dashboard's sidebar and page title resolve it with t().
export const config = defineRouteConfig({
  label: "marketplaceExchange.routes.marketplace",
  translationNs: "translation",
  icon: BuildingStorefront,
})

export default MarketplacePage
