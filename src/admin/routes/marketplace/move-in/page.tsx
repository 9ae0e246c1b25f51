import { defineRouteConfig } from "@medusajs/admin-sdk"
import {
  Badge,
  Button,
  Container,
  createDataTableColumnHelper,
  DataTable,
  DataTablePaginationState,
  Text,
  toast,
  useDataTable,
  usePrompt,
} from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useTableWords } from "../../../hooks/use-table-words"
import { Link } from "react-router-dom"
import { AccountSelect, PerAccount } from "../../../components/account-select"
import { ApplyPlanBar } from "../../../components/apply-plan-bar"
import { lineKey, PlanDecision } from "../../../components/plan-decision"
import { Override, PlanLine, useAccountScan, useDismissScan, useStartScan } from "../../../hooks/use-account-scan"
import { ScanOutcome, useHealth } from "../../../hooks/use-marketplace"
import { formatDateTime } from "../../../lib/format"
import { wordsOr } from "../../../lib/message-words"
import {
  COUNT_KEYS,
  OUTCOME_COLORS,
  OUTCOME_KEYS,
  PHASE_KEYS,
  SCAN_OUTCOMES,
  scanReasonWords,
  STATE_KEYS,
} from "../../../lib/move-in-words"
import { useErrorWords } from "../../../hooks/use-error-words"
import { SectionTitle } from "../../../components/section-title"
import { LoadFailed } from "../../../components/load-failed"

const PAGE_SIZE = 20
const columns = createDataTableColumnHelper<PlanLine>()

/** The account's product as the plan shows it: its title, the other system's id and the service's. */
function AccountCell({ line }: { line: PlanLine }) {
  const { t } = useTranslation()
  if (!line.remote) return <span className="text-ui-fg-muted">{t("marketplaceExchange.moveIn.notInAccount")}</span>
  return (
    <div className="flex max-w-[260px] flex-col whitespace-normal py-2">
      <span>{line.remote.title}</span>
      <span className="break-all text-ui-fg-subtle">
        {[line.remote.foreign_id, t("marketplaceExchange.moveIn.serviceId", { id: line.remote.id })].filter(Boolean).join(" · ")}
      </span>
    </div>
  )
}

/** The Medusa product (a link's, or the one to create), or a conflict's candidates. */
function MedusaCell({ line }: { line: PlanLine }) {
  const { t } = useTranslation()
  const products = line.product ? [line.product] : line.candidates
  if (!products.length) return <span className="text-ui-fg-muted">{t("marketplaceExchange.moveIn.noMedusaProduct")}</span>
  return (
    <div className="flex max-w-[240px] flex-col whitespace-normal py-2">
      {products.map((product) => (
        <Link key={product.id} to={`/products/${product.id}`} className="text-ui-fg-interactive">
          {product.title ?? product.id}
        </Link>
      ))}
    </div>
  )
}

/**
 * Marketplace → Move in: scan the account another connector filled, see what becomes
 * of each product (link, create, conflict, left at the service), decide line by line, and apply
 * or dismiss the plan. Until a plan is decided, the plugin creates nothing in an account holding
 * products it has no record of.
 */
const MoveInView = () => {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const prompt = usePrompt()
  const [outcome, setOutcome] = useState<ScanOutcome[]>([])
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE })
  // The merchant's decisions per line, kept across pages and filters until the plan is applied.
  const [overrides, setOverrides] = useState<Record<string, Override>>({})
  const { data, isLoading, isError, error } = useAccountScan({
    outcome,
    limit: pagination.pageSize,
    offset: pagination.pageIndex * pagination.pageSize,
  })
  const health = useHealth().data?.health
  const start = useStartScan()
  const dismiss = useDismissScan()
  const scan = data?.scan
  const running = scan?.state === "running"
  // Decisions belong to the scan they were made on: a new scan starts without them.
  useEffect(() => setOverrides({}), [scan?.id])
  const deciding = scan?.state === "done" || scan?.state === "applied"
  const decide = (line: PlanLine, override: Override | null) =>
    setOverrides(({ [lineKey(line)]: _old, ...rest }) => (override ? { ...rest, [lineKey(line)]: override } : rest))

  const dismissPlan = async () => {
    const confirmed = await prompt({
      title: t("marketplaceExchange.moveIn.dismissTitle"),
      description: t("marketplaceExchange.moveIn.dismissDescription"),
      confirmText: t("marketplaceExchange.moveIn.dismiss"),
      cancelText: t("marketplaceExchange.common.cancel"),
    })
    if (confirmed) dismiss.mutate(undefined, { onError: (e) => toast.error(errorText(e)) })
  }
  const filterBy = (next: ScanOutcome | null) => {
    setOutcome(next ? [next] : [])
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  }

  const tableWords = useTableWords()
  const table = useDataTable({
    columns: [
      columns.accessor("outcome", {
        header: t("marketplaceExchange.moveIn.outcome"),
        cell: ({ row }) => (
          <div className="flex min-w-[180px] flex-col gap-y-0.5 py-2" data-testid="plan-outcome">
            <Badge size="2xsmall" color={OUTCOME_COLORS[row.original.outcome]} className="w-fit">
              {t(OUTCOME_KEYS[row.original.outcome])}
            </Badge>
            <Text size="xsmall" className="whitespace-normal text-ui-fg-subtle">
              {scanReasonWords(row.original, t)}
            </Text>
          </div>
        ),
      }),
      columns.display({
        id: "account",
        header: t("marketplaceExchange.moveIn.accountProduct"),
        cell: ({ row }) => <AccountCell line={row.original} />,
      }),
      columns.display({
        id: "medusa",
        header: t("marketplaceExchange.moveIn.medusaProduct"),
        cell: ({ row }) => <MedusaCell line={row.original} />,
      }),
      ...(deciding
        ? [
            columns.display({
              id: "decision",
              header: t("marketplaceExchange.moveIn.decision"),
              cell: ({ row }) => (
                <PlanDecision
                  line={row.original}
                  override={overrides[lineKey(row.original)]}
                  onChange={(override) => decide(row.original, override)}
                  applied={scan?.state === "applied"}
                />
              ),
            }),
          ]
        : []),
    ],
    data: data?.items ?? [],
    getRowId: (row) => row.id,
    rowCount: data?.count ?? 0,
    isLoading,
    pagination: { state: pagination, onPaginationChange: setPagination },
  })

  return (
    <Container className="divide-y p-0" data-testid="move-in">
      <div className="flex flex-col gap-y-3 px-6 py-4">
        <div className="flex items-start justify-between gap-x-4">
          <SectionTitle level="h1" title={t("marketplaceExchange.moveIn.title")} description={t("marketplaceExchange.moveIn.intro")} />
          <div className="flex shrink-0 gap-x-2 whitespace-nowrap">
            <AccountSelect />
            {scan && (scan.state === "done" || scan.state === "failed") && (
              <Button size="small" variant="secondary" onClick={dismissPlan} isLoading={dismiss.isPending} data-testid="dismiss-scan">
                {t("marketplaceExchange.moveIn.dismiss")}
              </Button>
            )}
            <Button
              size="small"
              onClick={() => start.mutate(undefined, { onError: (e) => toast.error(errorText(e)) })}
              disabled={running}
              isLoading={start.isPending}
              data-testid="start-scan"
            >
              {t(scan ? "marketplaceExchange.moveIn.scanAgain" : "marketplaceExchange.moveIn.scan")}
            </Button>
          </div>
        </div>
        {health?.account.needs_scan && (
          <Text size="small" className="rounded-md bg-ui-tag-orange-bg px-3 py-2 text-ui-tag-orange-text" data-testid="needs-scan">
            {t("marketplaceExchange.moveIn.needsScan", { count: health.account.foreign_products ?? 0 })}
          </Text>
        )}
        <LoadFailed error={isError && error} className="" />
        {data === null && <Text size="small">{t("marketplaceExchange.moveIn.noScan")}</Text>}
        {scan && (
          <div className="flex flex-col gap-y-2" data-testid="scan-state">
            <Text size="small">
              {t(STATE_KEYS[scan.state], {
                at: formatDateTime(scan.decided_at ?? scan.finished_at ?? scan.started_at, i18n.language),
              })}
            </Text>
            {running && (
              <div className="flex flex-col gap-y-1" data-testid="scan-progress">
                <div className="h-1.5 w-full overflow-hidden rounded-full bg-ui-bg-subtle">
                  <div className="h-full w-1/3 animate-pulse rounded-full bg-ui-fg-interactive" />
                </div>
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {t(PHASE_KEYS[scan.phase], {
                    products: scan.progress.read,
                    variations: scan.progress.variations_read,
                  })}
                </Text>
              </div>
            )}
            {scan.error && (
              <Text size="small" className="text-ui-fg-error">
                {wordsOr(scan.error_words, scan.error, i18n.language)}
              </Text>
            )}
            {scan.state === "done" && (
              <ApplyPlanBar scanId={scan.id} overrides={Object.values(overrides)} onApplied={() => setOverrides({})} />
            )}
            {scan.plan && (
              <div className="flex flex-wrap gap-2" data-testid="plan-counts">
                <Button size="small" variant={outcome.length ? "transparent" : "secondary"} onClick={() => filterBy(null)}>
                  {t("marketplaceExchange.moveIn.all", { count: SCAN_OUTCOMES.reduce((sum, o) => sum + scan.plan![o], 0) })}
                </Button>
                {SCAN_OUTCOMES.map((o) => (
                  <Button key={o} size="small" variant={outcome[0] === o ? "secondary" : "transparent"} onClick={() => filterBy(o)}>
                    {t(COUNT_KEYS[o], { count: scan.plan![o] })}
                  </Button>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
      {scan?.plan && (
        <DataTable instance={table}>
          <DataTable.Table
            emptyState={{
              empty: { heading: t("marketplaceExchange.moveIn.emptyPlan"), description: "" },
              filtered: { heading: t("marketplaceExchange.moveIn.emptyPlan"), description: "" },
            }}
          />
          <DataTable.Pagination translations={tableWords.pagination} />
        </DataTable>
      )}
    </Container>
  )
}

/** Anew for each account (the header's account select chooses it). */
const MoveInPage = () => (
  <PerAccount>
    <MoveInView />
  </PerAccount>
)

export const config = defineRouteConfig({ label: "marketplaceExchange.routes.moveIn", translationNs: "translation" })

export default MoveInPage
