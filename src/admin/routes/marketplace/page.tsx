import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BuildingStorefront } from "@medusajs/icons"
import { Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { HealthSummary } from "../../components/health-summary"
import { ParkedOrdersTable, ParkedProductsTable } from "../../components/parked-tables"
import { SyncAllCard } from "../../components/sync-all-card"
import { useHealth, useImportNow } from "../../hooks/use-marketplace"

/** The marketplace at a glance: health, "Sync all", and what waits for the merchant. */
const MarketplacePage = () => {
  const health = useHealth()
  const importNow = useImportNow()
  const onImport = () =>
    importNow.mutate(undefined, {
      onSuccess: ({ summary, message }) =>
        summary
          ? toast.success(`Order import: ${summary.created} new, ${summary.parked} waiting for you`)
          : toast.info(message ?? "An order import is running"),
      onError: (e) => toast.error(e.message),
    })
  return (
    <div className="flex flex-col gap-y-3">
      <Container className="divide-y p-0">
        <div className="flex items-center justify-between px-6 py-4">
          <div>
            <Heading level="h1">Marketplace</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              Your listings and orders on the marketplace, through the exchange service.
            </Text>
          </div>
          <Button size="small" variant="secondary" onClick={onImport} isLoading={importNow.isPending}>
            Import orders now
          </Button>
        </div>
        {health.isLoading && (
          <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
            Checking the connection…
          </Text>
        )}
        {health.isError && (
          <Text size="small" className="px-6 py-4 text-ui-fg-error">
            Could not load the health: {health.error.message}
          </Text>
        )}
        {health.data && <HealthSummary health={health.data.health} />}
        <SyncAllCard />
      </Container>
      <Container className="p-0">
        <ParkedProductsTable />
      </Container>
      <Container className="p-0">
        <ParkedOrdersTable />
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({ label: "Marketplace", icon: BuildingStorefront })

export default MarketplacePage
