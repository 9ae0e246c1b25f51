import { defineRouteConfig } from "@medusajs/admin-sdk"
import {
  Badge,
  Container,
  createDataTableColumnHelper,
  createDataTableFilterHelper,
  DataTable,
  DataTableFilteringState,
  DataTablePaginationState,
  DataTableRowSelectionState,
  Heading,
  Text,
  useDataTable,
} from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useTableWords } from "../../../hooks/use-table-words"
import { Link, useSearchParams } from "react-router-dom"
import { AccountSelect, PerAccount } from "../../../components/account-select"
import { ListingActionsBar } from "../../../components/listing-actions-bar"
import { ListingCheckedAt, ListingStateBadge } from "../../../components/listing-state"
import { Listing, useListings } from "../../../hooks/use-listings"
import { useLastChange } from "../../../hooks/use-live-refresh"
import { formatDateTime } from "../../../lib/format"
import { StockCell } from "../../../components/listing-stock-cell"
import { FILTER_SEVERITIES, filterStateWords, LISTING_FILTER_STATES, NOT_ACTIVE_CODE, SEVERITY_WORDS } from "../../../lib/listing-words"
import { SharedWarnings } from "../../../components/shared-warnings"
import { firstFixField, problemsOf } from "../../../lib/listing-row"
import { TableRows, TableToolbar } from "../../../components/table-parts"
import { useChosenAccount } from "../../../hooks/use-account"
import { rowKey } from "../../../lib/chosen-account"

const PAGE_SIZE = 20

const columns = createDataTableColumnHelper<Listing>()
const filterHelper = createDataTableFilterHelper<Listing>()

/**
 * The state as a badge, beside it the one severity the product carries (the worst, as
 * the severity filter finds it; the not-active warning is the state badge itself), and when the
 * service last said whether it is listed.
 */
function StateCell({ row }: { row: Listing }) {
  const { t } = useTranslation()
  const onlyNotActive = row.severity === "warning" && row.state === "not_active" && row.warnings.every((w) => w.code === NOT_ACTIVE_CODE)
  // A held-back product's state badge says the same as "blocking": one badge, not two for one issue.
  const sameAsState = row.severity === "blocking" && row.state === "parked"
  const severity = !onlyNotActive && !sameAsState ? SEVERITY_WORDS[row.severity] : undefined
  return (
    <div className="flex min-w-[210px] flex-col gap-y-0.5 py-1" data-testid="listing-state">
      <div className="flex flex-wrap gap-1">
        <ListingStateBadge state={row.state} ended={row.ended} />
        {severity && (
          <Badge size="2xsmall" color={severity.color} data-testid={`severity-${row.severity}`}>
            {t(severity.key)}
          </Badge>
        )}
      </div>
      {row.listing.state && <ListingCheckedAt state={row.listing.state} checkedAt={row.listing.checked_at} />}
    </div>
  )
}

/** A link may open the grid filtered (`?state=not_active`, from the health panel): the states it names that the grid knows. */
function statesFromLink(value: string | null): DataTableFilteringState {
  const states = (value ?? "").split(",").filter((s) => (LISTING_FILTER_STATES as readonly string[]).includes(s))
  return states.length ? { state: states } : {}
}

/**
 * Every product of the marketplace's channel: state, marketplace id, stock and price sent, problems; bulk actions.
 * With "All accounts" chosen, every account's channel, a column naming each row's account.
 */
const ListingsView = () => {
  const { t, i18n } = useTranslation()
  const { isAll, accounts } = useChosenAccount()
  const changedAt = useLastChange()
  const [searchParams] = useSearchParams()
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE })
  const [search, setSearch] = useState("")
  const [filtering, setFiltering] = useState<DataTableFilteringState>(() => statesFromLink(searchParams.get("state")))
  const [selection, setSelection] = useState<DataTableRowSelectionState>({})
  const [warning, setWarning] = useState<string | undefined>()
  const states = (filtering.state as string[] | undefined) ?? []
  const severities = (filtering.severity as string[] | undefined) ?? []
  const q = search.trim() || undefined
  const { data, isLoading, isError, error, isPlaceholderData } = useListings(
    { limit: pagination.pageSize, offset: pagination.pageIndex * pagination.pageSize, q, states, severities, warning },
    changedAt
  )
  const shared = new Set((data?.shared_warnings ?? []).map((w) => w.code))
  const toFirstPage = () => {
    setPagination((p) => ({ ...p, pageIndex: 0 }))
    setSelection({})
  }

  const tableWords = useTableWords()
  // "All accounts": the account of each row, after the product (a product of two accounts is a row of each).
  const accountColumn = isAll
    ? [
        columns.accessor("account_name", {
          header: t("marketplaceExchange.accounts.account"),
          cell: ({ getValue }) => (
            <span className="whitespace-nowrap" data-testid="listing-account">
              {getValue()}
            </span>
          ),
        }),
      ]
    : []
  const table = useDataTable({
    columns: [
      columns.select(),
      columns.accessor("title", {
        header: t("marketplaceExchange.tables.product"),
        cell: ({ row }) => (
          <Link
            to={`/products/${row.original.product_id}`}
            className="flex max-w-[240px] items-center gap-x-2 whitespace-normal py-2 text-ui-fg-interactive"
          >
            {row.original.thumbnail && <img src={row.original.thumbnail} alt="" className="h-8 w-6 rounded object-cover" />}
            <span className="flex flex-col">
              {row.original.title ?? row.original.product_id}
              {row.original.marketplace_title && (
                <span className="text-ui-fg-subtle txt-compact-xsmall" data-testid="listing-marketplace-title">
                  {t("marketplaceExchange.listings.onEbayAs", { title: row.original.marketplace_title })}
                </span>
              )}
            </span>
          </Link>
        ),
      }),
      ...accountColumn,
      columns.accessor("state", {
        header: t("marketplaceExchange.tables.state"),
        cell: ({ row }) => <StateCell row={row.original} />,
      }),
      columns.accessor("remote_product_id", {
        header: t("marketplaceExchange.listings.remoteId"),
        cell: ({ getValue }) => getValue() ?? "—",
      }),
      columns.display({
        id: "stock",
        header: t("marketplaceExchange.listings.stockAndPrice"),
        cell: ({ row }) => <StockCell row={row.original} t={t} language={i18n.language} />,
      }),
      columns.display({
        id: "problems",
        header: t("marketplaceExchange.listings.problems"),
        cell: ({ row }) => {
          const field = firstFixField(row.original, shared)
          return (
            <div className="min-w-[220px] max-w-[420px] whitespace-normal py-2">
              {problemsOf(row.original, i18n.language, shared)}
              {field && (
                <Link
                  to={`/products/${row.original.product_id}?marketplace_fix=${field}`}
                  className="ml-2 text-ui-fg-interactive"
                  data-testid="listing-fix"
                >
                  {t("marketplaceExchange.lanes.fixIt")}
                </Link>
              )}
            </div>
          )
        },
      }),
      columns.accessor("last_sent_at", {
        header: t("marketplaceExchange.listings.lastSent"),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue(), i18n.language)}</span>,
      }),
    ],
    data: data?.listings ?? [],
    getRowId: (row) => rowKey(row, row.product_id),
    rowCount: data?.count ?? 0,
    isLoading,
    filters: [
      filterHelper.accessor("state", {
        type: "multiselect",
        label: t("marketplaceExchange.tables.state"),
        options: LISTING_FILTER_STATES.map((value) => ({ label: filterStateWords(value, t), value })),
      }),
      filterHelper.accessor("severity", {
        type: "multiselect",
        label: t("marketplaceExchange.listings.severity.title"),
        options: FILTER_SEVERITIES.map((value) => ({ label: t(SEVERITY_WORDS[value].key), value })),
      }),
    ],
    pagination: {
      state: pagination,
      // A selection is of the rows in sight: another page starts without one.
      onPaginationChange: (value: DataTablePaginationState) => {
        setPagination(value)
        setSelection({})
      },
    },
    search: {
      state: search,
      onSearchChange: (value: string) => {
        setSearch(value)
        toFirstPage()
      },
    },
    filtering: {
      state: filtering,
      onFilteringChange: (value: DataTableFilteringState) => {
        setFiltering(value)
        toFirstPage()
      },
    },
    rowSelection: { state: selection, onRowSelectionChange: setSelection },
  })

  const selected = (data?.listings ?? []).filter((row) => selection[rowKey(row, row.product_id)])
  return (
    <Container className="divide-y p-0" data-testid="listings" ref={tableWords.ref}>
      <DataTable instance={table}>
        <TableToolbar
          words={tableWords.toolbar}
          title={
            <div>
              <Heading level="h1">{t("marketplaceExchange.listings.title")}</Heading>
              <Text size="small" className="text-ui-fg-subtle" data-testid="listings-count">
                {data
                  ? data.sales_channel_id
                    ? t(isAll ? "marketplaceExchange.listings.countAll" : "marketplaceExchange.listings.count", { count: data.count })
                    : t("marketplaceExchange.listings.noChannel")
                  : t("marketplaceExchange.common.loading")}
              </Text>
              {data?.catching_up && (
                <Text size="small" className="text-ui-fg-subtle" data-testid="listings-catching-up">
                  {t("marketplaceExchange.listings.catchingUp", data.catching_up)}
                </Text>
              )}
            </div>
          }
        >
          <AccountSelect />
          <DataTable.FilterMenu tooltip={t("marketplaceExchange.tables.filterByState")} />
          <DataTable.Search placeholder={t("marketplaceExchange.listings.search")} />
        </TableToolbar>
        <SharedWarnings
          shared={data?.shared_warnings ?? []}
          showing={warning}
          onShow={(code) => {
            setWarning(code)
            toFirstPage()
          }}
        />
        <ListingActionsBar
          selected={selected}
          accounts={isAll ? accounts.filter((account) => account.sales_channel_id).map((account) => account.id) : null}
          matching={data?.count ?? 0}
          filter={{ q, state: states.length ? states : undefined, severity: severities.length ? severities : undefined, warning }}
          onDone={() => setSelection({})}
          countShown={!isPlaceholderData}
        />
        <TableRows
          error={isError && error}
          empty={{
            empty: t("marketplaceExchange.listings.empty"),
            emptyDescription: t("marketplaceExchange.listings.emptyDescription"),
            filtered: t("marketplaceExchange.listings.filtered"),
            filteredDescription: t("marketplaceExchange.listings.filteredDescription"),
          }}
          pagination={tableWords.pagination}
        />
      </DataTable>
    </Container>
  )
}

/** Anew for each account (the header's account select chooses it, or every account). */
const ListingsPage = () => (
  <PerAccount allAccounts>
    <ListingsView />
  </PerAccount>
)

export const config = defineRouteConfig({ label: "marketplaceExchange.routes.listings", translationNs: "translation" })

export default ListingsPage
