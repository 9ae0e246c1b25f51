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
import { useState } from "react"
import { Link } from "react-router-dom"
import { useLastChange } from "../hooks/use-live-refresh"
import { LedgerRow, ProductRow, useOrderList, useProductList, useRetryOrder, useSyncProduct } from "../hooks/use-marketplace"
import { retryWords } from "../lib/outcome-words"
import { ORDER_STATE, PRODUCT_STATUS } from "../lib/words"

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

/** Why a product needs the merchant: our problems with their fixes, the service's refusals, or the error that stopped it. */
function productWhy(row: ProductRow): string {
  const reasons = [
    ...row.problems.filter((p) => p.severity === "error").map((p) => `${p.message} ${p.fix}`),
    ...(row.refusals ?? []).map((r) => `${r.subject} refused by the service${r.code ? ` (${r.code})` : ""}: ${r.message}`),
  ]
  return reasons.join(" · ") || row.last_error || "—"
}

const productColumns = createDataTableColumnHelper<ProductRow>()
const productFilters = createDataTableFilterHelper<ProductRow>()
const NEEDS_ATTENTION = ["parked", "attention", "failed"]

/** Products by sync state (those needing attention first), with why, a retry, a count, paging and search. */
export function ParkedProductsTable() {
  const changedAt = useLastChange()
  const list = useListState("status", NEEDS_ATTENTION)
  const { data, isLoading, isError, error } = useProductList(list.query, changedAt)
  const retry = useSyncProduct()
  const columns = [
    productColumns.accessor("title", {
      header: "Product",
      cell: ({ row }) => (
        <Link to={`/products/${row.original.product_id}`} className="block max-w-[260px] whitespace-normal py-2 text-ui-fg-interactive">
          {row.original.title ?? row.original.product_id}
        </Link>
      ),
    }),
    productColumns.accessor("status", {
      header: "State",
      cell: ({ getValue }) => {
        const words = PRODUCT_STATUS[getValue()] ?? PRODUCT_STATUS.not_synced
        return (
          <Badge size="2xsmall" color={words.color}>
            {words.label}
          </Badge>
        )
      },
    }),
    productColumns.display({
      id: "why",
      header: "Why",
      cell: ({ row }) => <div className="min-w-[320px] max-w-[560px] whitespace-normal py-2">{productWhy(row.original)}</div>,
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
                  const words = retryWords(answer)
                  toast[words.tone](words.text)
                },
                onError: (e) => toast.error(e.message),
              })
            }
          >
            Retry
          </Button>
        </div>
      ),
    }),
  ]
  const filters = [
    productFilters.accessor("status", {
      type: "multiselect",
      label: "State",
      options: ["parked", "attention", "failed", "pending", "synced", "removed"].map((value) => ({
        label: PRODUCT_STATUS[value].label,
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
            <Heading level="h2">Products needing attention</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {data ? `${data.count} product(s)` : "Loading…"} · change the state filter to see the others.
            </Text>
          </div>
          <div className="flex items-center gap-x-2">
            <DataTable.FilterMenu tooltip="Filter by state" />
            <DataTable.Search placeholder="Search title or id" />
          </div>
        </DataTable.Toolbar>
        {isError && (
          <Text size="small" className="px-6 py-2 text-ui-fg-error">
            Could not load them: {error.message}
          </Text>
        )}
        <DataTable.Table
          emptyState={{
            empty: { heading: "Nothing needs you", description: "Every product is sent as it is." },
            filtered: { heading: "No products", description: "None matches the search or the state filter." },
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
  const changedAt = useLastChange()
  const list = useListState("state", ["parked"])
  const { data, isLoading, isError, error } = useOrderList(list.query, changedAt)
  const retry = useRetryOrder()
  const columns = [
    orderColumns.accessor("platform_order_id", {
      header: "Marketplace order",
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
      header: "State",
      cell: ({ getValue }) => {
        const words = ORDER_STATE[getValue()]
        return (
          <Badge size="2xsmall" color={words?.color ?? "grey"}>
            {words?.label ?? getValue()}
          </Badge>
        )
      },
    }),
    orderColumns.display({
      id: "why",
      header: "Why it waits",
      cell: ({ row }) => (
        <div className="max-w-[420px] whitespace-normal py-2">
          {row.original.state === "parked" ? row.original.reasons.map((r) => r.message).join(" · ") || row.original.last_error || "—" : "—"}
        </div>
      ),
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
                      ? toast.success("Imported")
                      : toast.warning("Still waiting: see the reason"),
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              Retry
            </Button>
          </div>
        ) : null,
    }),
  ]
  const filters = [
    orderFilters.accessor("state", {
      type: "multiselect",
      label: "State",
      options: Object.entries(ORDER_STATE).map(([value, words]) => ({ label: words.label, value })),
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
            <Heading level="h2">Marketplace orders</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              Fix the cause, then retry: an order is imported once, whenever it succeeds.
            </Text>
          </div>
          <div className="flex items-center gap-x-2">
            <DataTable.FilterMenu tooltip="Filter by state" />
            <DataTable.Search placeholder="Search order number" />
          </div>
        </DataTable.Toolbar>
        {isError && (
          <Text size="small" className="px-6 py-2 text-ui-fg-error">
            Could not load them: {error.message}
          </Text>
        )}
        <DataTable.Table
          emptyState={{
            empty: { heading: "No marketplace orders", description: "Orders appear here as they are imported." },
            filtered: { heading: "None waiting for you", description: "Every marketplace order matching the filter is in the store." },
          }}
        />
        <DataTable.Pagination />
      </DataTable>
    </div>
  )
}
