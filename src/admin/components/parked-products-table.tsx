import { Badge, Button, createDataTableColumnHelper, createDataTableFilterHelper, DataTable, toast, useDataTable } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import { useTableWords } from "../hooks/use-table-words"
import { messageWords, wordsOr } from "../lib/message-words"
import { Link } from "react-router-dom"
import { useLastChange } from "../hooks/use-live-refresh"
import { ProductRow, useProductList, useSyncProduct } from "../hooks/use-marketplace"
import { retryWords } from "../lib/outcome-words"
import { PRODUCT_STATUS } from "../lib/words"
import { useListState } from "./list-state"
import { useErrorWords } from "../hooks/use-error-words"
import { SectionTitle } from "./section-title"
import { TableRows, TableToolbar } from "./table-parts"
import { AccountScope, useAccountApi } from "../hooks/use-account"
import { rowKey } from "../lib/chosen-account"

/**
 * Why a product needs the merchant: our problems with their fixes, the service's refusals, or the error that stopped it.
 * The messages are the API's and the service's own, as they came; only the words around them are translated.
 */
function productWhy(row: ProductRow, t: TFunction, language: string): string {
  const reasons = [
    ...row.problems
      .filter((p) => p.severity === "error")
      .map((p) => messageWords(p, language))
      .map((p) => [p.message, p.fix].filter(Boolean).join(" ")),
    ...(row.refusals ?? []).map((r) =>
      r.code
        ? t("marketplaceExchange.tables.refusedWithCode", { subject: r.subject, code: r.code, message: r.message })
        : t("marketplaceExchange.tables.refused", { subject: r.subject, message: r.message })
    ),
  ]
  return reasons.join(" · ") || wordsOr(row.last_error_words, row.last_error, language) || "—"
}

const productColumns = createDataTableColumnHelper<ProductRow>()
const productFilters = createDataTableFilterHelper<ProductRow>()
const NEEDS_ATTENTION = ["parked", "attention", "failed"]

/** Sync now for one row: for the row's account (in the list of every account, each row's own). */
function RetryProduct({ row }: { row: ProductRow }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const retry = useSyncProduct()
  return (
    <Button
      size="small"
      variant="secondary"
      isLoading={retry.isPending}
      onClick={() =>
        retry.mutate(row.product_id, {
          onSuccess: (answer) => {
            const words = retryWords(answer, t, i18n.language)
            toast[words.tone](words.text)
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
 * Products by sync state (those needing attention first), with why, a retry, a count, paging and search;
 * for "All accounts" (the Marketplace page of a store with several), every account's, a column naming each row's account.
 */
export function ParkedProductsTable() {
  const { t, i18n } = useTranslation()
  const { isAll } = useAccountApi()
  const changedAt = useLastChange()
  const list = useListState("status", NEEDS_ATTENTION)
  const { data, isLoading, isError, error } = useProductList(list.query, changedAt)
  const accountColumn = isAll ? [productColumns.accessor("account_name", { header: t("marketplaceExchange.accounts.account") })] : []
  const columns = [
    productColumns.accessor("title", {
      header: t("marketplaceExchange.tables.product"),
      cell: ({ row }) => (
        <Link to={`/products/${row.original.product_id}`} className="block max-w-[260px] whitespace-normal py-2 text-ui-fg-interactive">
          {row.original.title ?? row.original.product_id}
        </Link>
      ),
    }),
    ...accountColumn,
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
      cell: ({ row }) => (
        <div className="min-w-[320px] max-w-[560px] whitespace-normal py-2">{productWhy(row.original, t, i18n.language)}</div>
      ),
    }),
    productColumns.display({
      id: "retry",
      cell: ({ row }) => (
        <div className="flex justify-end">
          <AccountScope.Provider value={row.original.account_id}>
            <RetryProduct row={row.original} />
          </AccountScope.Provider>
        </div>
      ),
    }),
  ]
  const filters = [
    productFilters.accessor("status", {
      type: "multiselect",
      label: t("marketplaceExchange.tables.state"),
      options: ["parked", "attention", "failed", "pending", "synced", "removed", "gone_at_service"].map((value) => ({
        label: t(PRODUCT_STATUS[value].labelKey),
        value,
      })),
    }),
  ]
  const tableWords = useTableWords()
  const table = useDataTable({
    columns,
    data: data?.products ?? [],
    getRowId: (row) => rowKey(row, row.product_id),
    rowCount: data?.count ?? 0,
    isLoading,
    filters,
    ...list.table,
  })
  const [loading, changeFilter] = [t("marketplaceExchange.common.loading"), t("marketplaceExchange.tables.changeFilter")]
  return (
    <div className="flex flex-col" data-testid="parked-products" ref={tableWords.ref}>
      <DataTable instance={table}>
        <TableToolbar
          words={tableWords.toolbar}
          title={
            <SectionTitle
              title={t("marketplaceExchange.tables.productsTitle")}
              description={
                <>
                  {data ? t("marketplaceExchange.tables.productCount", { count: data.count }) : loading} · {changeFilter}
                </>
              }
            />
          }
        >
          <DataTable.FilterMenu tooltip={t("marketplaceExchange.tables.filterByState")} />
          <DataTable.Search placeholder={t("marketplaceExchange.tables.searchProducts")} />
        </TableToolbar>
        <TableRows
          error={isError && error}
          empty={{
            empty: t("marketplaceExchange.tables.productsEmpty"),
            emptyDescription: t("marketplaceExchange.tables.productsEmptyDescription"),
            filtered: t("marketplaceExchange.tables.productsFiltered"),
            filteredDescription: t("marketplaceExchange.tables.productsFilteredDescription"),
          }}
          pagination={tableWords.pagination}
        />
      </DataTable>
    </div>
  )
}
