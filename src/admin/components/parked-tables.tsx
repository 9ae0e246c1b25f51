import {
  Badge,
  Button,
  createDataTableColumnHelper,
  createDataTableFilterHelper,
  DataTable,
  DataTableFilteringState,
  DataTablePaginationState,
  Heading,
  Text,
  toast,
  useDataTable,
} from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useLastChange } from "../hooks/use-live-refresh"
import { LedgerRow, ProductRow, useOrderList, useProductList, useRetryOrder, useSyncProduct } from "../hooks/use-marketplace"
import { retryWords } from "../lib/outcome-words"
import { ORDER_STATE, orderWhyWords, PRODUCT_STATUS } from "../lib/words"

const PAGE_SIZE = 20

/** The list state every table keeps: page, search and the state filter `filterId` (server-side). */
function useListState(filterId: string, defaultStates: string[]) {
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE })
  const [search, setSearch] = useState("")
  const [filtering, setFiltering] = useState<DataTableFilteringState>({ [filterId]: defaultStates })
  const states = (filtering[filterId] as string[] | undefined) ?? []
  return {
    query: { limit: pagination.pageSize, offset: pagination.pageIndex * pagination.pageSize, q: search.trim() || undefined, states },
    table: {
      pagination: { state: pagination, onPaginationChange: setPagination },
      search: {
        state: search,
        onSearchChange: (value: string) => {
          setSearch(value)
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        },
      },
      filtering: {
        state: filtering,
        onFilteringChange: (value: DataTableFilteringState) => {
          setFiltering(value)
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        },
      },
    },
  }
}

/**
 * Why a product needs the merchant: our problems with their fixes, the service's refusals, or the error that stopped it.
 * The messages are the API's and the service's own, as they came; only the words around them are translated.
 */
function productWhy(row: ProductRow, t: TFunction): string {
  const reasons = [
    ...row.problems.filter((p) => p.severity === "error").map((p) => `${p.message} ${p.fix}`),
    ...(row.refusals ?? []).map((r) =>
      r.code
        ? t("marketplaceExchange.tables.refusedWithCode", { subject: r.subject, code: r.code, message: r.message })
        : t("marketplaceExchange.tables.refused", { subject: r.subject, message: r.message })
    ),
  ]
  return reasons.join(" · ") || row.last_error || "—"
}

const productColumns = createDataTableColumnHelper<ProductRow>()
const productFilters = createDataTableFilterHelper<ProductRow>()
const NEEDS_ATTENTION = ["parked", "attention", "failed"]

/** Products by sync state (those needing attention first), with why, a retry, a count, paging and search. */
export function ParkedProductsTable() {
  const { t } = useTranslation()
  const changedAt = useLastChange()
  const list = useListState("status", NEEDS_ATTENTION)
  const { data, isLoading, isError, error } = useProductList(list.query, changedAt)
  const retry = useSyncProduct()
  const columns = [
    productColumns.accessor("title", {
      header: t("marketplaceExchange.tables.product"),
      cell: ({ row }) => (
        <Link to={`/products/${row.original.product_id}`} className="block max-w-[260px] whitespace-normal py-2 text-ui-fg-interactive">
          {row.original.title ?? row.original.product_id}
        </Link>
      ),
    }),
    productColumns.accessor("status", {
      header: t("marketplaceExchange.tables.state"),
      cell: ({ getValue }) => {
        const words = PRODUCT_STATUS[getValue()] ?? PRODUCT_STATUS.not_synced
        return (
          <Badge size="2xsmall" color={words.color}>
            {t(words.labelKey)}
          </Badge>
        )
      },
    }),
    productColumns.display({
      id: "why",
      header: t("marketplaceExchange.tables.why"),
      cell: ({ row }) => <div className="min-w-[320px] max-w-[560px] whitespace-normal py-2">{productWhy(row.original, t)}</div>,
    }),
    productColumns.display({
      id: "retry",
      cell: ({ row }) => (
        <div className="flex justify-end">
          <Button
            size="small"
            variant="secondary"
            isLoading={retry.isPending && retry.variables === row.original.product_id}
            onClick={() =>
              retry.mutate(row.original.product_id, {
                onSuccess: (answer) => {
                  const words = retryWords(answer, t)
                  toast[words.tone](words.text)
                },
                onError: (e) => toast.error(e.message),
              })
            }
          >
            {t("marketplaceExchange.common.retry")}
          </Button>
        </div>
      ),
    }),
  ]
  const filters = [
    productFilters.accessor("status", {
      type: "multiselect",
      label: t("marketplaceExchange.tables.state"),
      options: ["parked", "attention", "failed", "pending", "synced", "removed"].map((value) => ({
        label: t(PRODUCT_STATUS[value].labelKey),
        value,
      })),
    }),
  ]
  const table = useDataTable({
    columns,
    data: data?.products ?? [],
    getRowId: (row) => row.product_id,
    rowCount: data?.count ?? 0,
    isLoading,
    filters,
    ...list.table,
  })
  return (
    <div className="flex flex-col" data-testid="parked-products">
      <DataTable instance={table}>
        <DataTable.Toolbar className="flex flex-col items-start justify-between gap-2 md:flex-row md:items-center">
          <div>
            <Heading level="h2">{t("marketplaceExchange.tables.productsTitle")}</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {data ? t("marketplaceExchange.tables.productCount", { count: data.count }) : t("marketplaceExchange.common.loading")} ·{" "}
              {t("marketplaceExchange.tables.changeFilter")}
            </Text>
          </div>
          <div className="flex items-center gap-x-2">
            <DataTable.FilterMenu tooltip={t("marketplaceExchange.tables.filterByState")} />
            <DataTable.Search placeholder={t("marketplaceExchange.tables.searchProducts")} />
          </div>
        </DataTable.Toolbar>
        {isError && (
          <Text size="small" className="px-6 py-2 text-ui-fg-error">
            {t("marketplaceExchange.tables.loadFailed", { error: error.message })}
          </Text>
        )}
        <DataTable.Table
          emptyState={{
            empty: {
              heading: t("marketplaceExchange.tables.productsEmpty"),
              description: t("marketplaceExchange.tables.productsEmptyDescription"),
            },
            filtered: {
              heading: t("marketplaceExchange.tables.productsFiltered"),
              description: t("marketplaceExchange.tables.productsFilteredDescription"),
            },
          }}
        />
        <DataTable.Pagination />
      </DataTable>
    </div>
  )
}

const orderColumns = createDataTableColumnHelper<LedgerRow>()
const orderFilters = createDataTableFilterHelper<LedgerRow>()

/** The marketplace's orders (those waiting for the merchant first), with the reasons, a retry, a count, paging and search. */
export function ParkedOrdersTable() {
  const { t } = useTranslation()
  const changedAt = useLastChange()
  const list = useListState("state", ["parked"])
  const { data, isLoading, isError, error } = useOrderList(list.query, changedAt)
  const retry = useRetryOrder()
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
      cell: ({ row }) => <div className="max-w-[420px] whitespace-normal py-2">{orderWhyWords(row.original, t)}</div>,
    }),
    orderColumns.display({
      id: "retry",
      cell: ({ row }) =>
        row.original.state === "parked" ? (
          <div className="flex justify-end">
            <Button
              size="small"
              variant="secondary"
              isLoading={retry.isPending && retry.variables === row.original.id}
              onClick={() =>
                retry.mutate(row.original.id, {
                  onSuccess: (answer) =>
                    answer.outcome === "created" || answer.outcome === "resumed"
                      ? toast.success(t("marketplaceExchange.tables.imported"))
                      : toast.warning(t("marketplaceExchange.tables.stillWaiting")),
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              {t("marketplaceExchange.common.retry")}
            </Button>
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
    <div className="flex flex-col" data-testid="parked-orders">
      <DataTable instance={table}>
        <DataTable.Toolbar className="flex flex-col items-start justify-between gap-2 md:flex-row md:items-center">
          <div>
            <Heading level="h2">{t("marketplaceExchange.tables.ordersTitle")}</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {t("marketplaceExchange.tables.ordersDescription")}
            </Text>
          </div>
          <div className="flex items-center gap-x-2">
            <DataTable.FilterMenu tooltip={t("marketplaceExchange.tables.filterByState")} />
            <DataTable.Search placeholder={t("marketplaceExchange.tables.searchOrders")} />
          </div>
        </DataTable.Toolbar>
        {isError && (
          <Text size="small" className="px-6 py-2 text-ui-fg-error">
            {t("marketplaceExchange.tables.loadFailed", { error: error.message })}
          </Text>
        )}
        <DataTable.Table
          emptyState={{
            empty: {
              heading: t("marketplaceExchange.tables.ordersEmpty"),
              description: t("marketplaceExchange.tables.ordersEmptyDescription"),
            },
            filtered: {
              heading: t("marketplaceExchange.tables.ordersFiltered"),
              description: t("marketplaceExchange.tables.ordersFilteredDescription"),
            },
          }}
        />
        <DataTable.Pagination />
      </DataTable>
    </div>
  )
}
