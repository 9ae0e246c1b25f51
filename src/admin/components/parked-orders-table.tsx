import { Badge, Button, createDataTableColumnHelper, createDataTableFilterHelper, DataTable, toast, useDataTable } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useTableWords } from "../hooks/use-table-words"
import { Link } from "react-router-dom"
import { useLastChange } from "../hooks/use-live-refresh"
import { LedgerRow, useOrderList, useRetryAllOrders, useRetryOrder } from "../hooks/use-marketplace"
import { retryWords } from "../lib/outcome-words"
import { ORDER_STATE, orderWhyWords } from "../lib/words"
import { useListState } from "./list-state"
import { useErrorWords } from "../hooks/use-error-words"
import { DismissOrderPrompt } from "./dismiss-order-prompt"
import { SectionTitle } from "./section-title"
import { TableRows, TableToolbar } from "./table-parts"
import { AccountScope, useAccountApi, useAccounts } from "../hooks/use-account"

const orderColumns = createDataTableColumnHelper<LedgerRow>()
const orderFilters = createDataTableFilterHelper<LedgerRow>()

/** Retry for one held order: for the row's account (in the list of every account, each row's own). */
function RetryOrder({ row }: { row: LedgerRow }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const retry = useRetryOrder()
  return (
    <Button
      size="small"
      variant="secondary"
      isLoading={retry.isPending}
      onClick={() =>
        retry.mutate(row.id, {
          onSuccess: (answer) => {
            if (answer.outcome === "created" || answer.outcome === "resumed") toast.success(t("marketplaceExchange.tables.imported"))
            else if (answer.outcome === "running") toast.info(t("marketplaceExchange.tables.importUnderWay"))
            else toast.warning(t("marketplaceExchange.tables.stillWaiting"))
          },
          onError: (e) => toast.error(errorText(e)),
        })
      }
    >
      {t("marketplaceExchange.common.retry")}
    </Button>
  )
}

/**
 * The marketplace's orders (those waiting for the merchant first), with the reasons, a retry, a count, paging and search;
 * for "All accounts" (the Marketplace page of a store with several), every account's, a column naming each row's
 * account, each action for the row's account.
 */
export function ParkedOrdersTable() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const changedAt = useLastChange()
  const { isAll } = useAccountApi()
  const accounts = useAccounts().data?.accounts ?? []
  const list = useListState("state", ["parked"])
  const { data, isLoading, isError, error } = useOrderList(list.query, changedAt)
  const retryAll = useRetryAllOrders()
  // The held order whose dismissal is being asked for (its reason, for its account), or null.
  const [dismissing, setDismissing] = useState<{ id: string; name: string; account_id: string } | null>(null)
  const accountColumn = isAll ? [orderColumns.accessor("account_name", { header: t("marketplaceExchange.accounts.account") })] : []
  const columns = [
    orderColumns.accessor("platform_order_id", {
      header: t("marketplaceExchange.tables.order"),
      cell: ({ row }) =>
        row.original.medusa_order_id ? (
          <Link to={`/orders/${row.original.medusa_order_id}`} className="text-ui-fg-interactive">
            {row.original.platform_order_id ?? row.original.remote_order_id}
          </Link>
        ) : (
          (row.original.platform_order_id ?? row.original.remote_order_id)
        ),
    }),
    ...accountColumn,
    orderColumns.accessor("state", {
      header: t("marketplaceExchange.tables.state"),
      cell: ({ getValue }) => {
        const words = ORDER_STATE[getValue()]
        return (
          <Badge size="2xsmall" color={words?.color ?? "grey"}>
            {words ? t(words.labelKey) : getValue()}
          </Badge>
        )
      },
    }),
    orderColumns.display({
      id: "why",
      header: t("marketplaceExchange.tables.whyItWaits"),
      cell: ({ row }) => <div className="max-w-[420px] whitespace-normal py-2">{orderWhyWords(row.original, t, i18n.language)}</div>,
    }),
    orderColumns.display({
      id: "retry",
      cell: ({ row }) =>
        row.original.state === "parked" ? (
          <div className="flex justify-end gap-x-2">
            <Button
              size="small"
              variant="transparent"
              data-testid="dismiss-order"
              onClick={() =>
                setDismissing({
                  id: row.original.id,
                  name: row.original.platform_order_id ?? row.original.remote_order_id,
                  account_id: row.original.account_id,
                })
              }
            >
              {t("marketplaceExchange.tables.dismiss")}
            </Button>
            <AccountScope.Provider value={row.original.account_id}>
              <RetryOrder row={row.original} />
            </AccountScope.Provider>
          </div>
        ) : null,
    }),
  ]
  const filters = [
    orderFilters.accessor("state", {
      type: "multiselect",
      label: t("marketplaceExchange.tables.state"),
      options: Object.entries(ORDER_STATE).map(([value, words]) => ({ label: t(words.labelKey), value })),
    }),
  ]
  const tableWords = useTableWords()
  const table = useDataTable({
    columns,
    data: data?.orders ?? [],
    getRowId: (row) => row.id,
    rowCount: data?.count ?? 0,
    isLoading,
    filters,
    ...list.table,
  })
  return (
    <div className="flex flex-col" data-testid="parked-orders" ref={tableWords.ref}>
      <AccountScope.Provider value={dismissing?.account_id ?? null}>
        <DismissOrderPrompt order={dismissing} onClose={() => setDismissing(null)} />
      </AccountScope.Provider>
      <DataTable instance={table}>
        <TableToolbar
          words={tableWords.toolbar}
          title={
            <SectionTitle
              title={t("marketplaceExchange.tables.ordersTitle")}
              description={t("marketplaceExchange.tables.ordersDescription")}
            />
          }
        >
          <Button
            size="small"
            variant="secondary"
            data-testid="retry-all-orders"
            isLoading={retryAll.isPending}
            onClick={() =>
              // Of every account: each account that imports orders, in turn.
              retryAll.mutate(isAll ? accounts.filter((account) => account.import_orders).map((account) => account.id) : undefined, {
                onSuccess: ({ queued }) =>
                  queued
                    ? toast.success(t("marketplaceExchange.tables.retryAllQueued", { count: queued }))
                    : toast.info(t("marketplaceExchange.tables.retryAllNone")),
                onError: (e) => toast.error(errorText(e)),
              })
            }
          >
            {t("marketplaceExchange.tables.retryAll")}
          </Button>
          <DataTable.FilterMenu tooltip={t("marketplaceExchange.tables.filterByState")} />
          <DataTable.Search placeholder={t("marketplaceExchange.tables.searchOrders")} />
        </TableToolbar>
        <TableRows
          error={isError && error}
          empty={{
            empty: t("marketplaceExchange.tables.ordersEmpty"),
            emptyDescription: t("marketplaceExchange.tables.ordersEmptyDescription"),
            filtered: t("marketplaceExchange.tables.ordersFiltered"),
            filteredDescription: t("marketplaceExchange.tables.ordersFilteredDescription"),
          }}
          pagination={tableWords.pagination}
        />
      </DataTable>
    </div>
  )
}
