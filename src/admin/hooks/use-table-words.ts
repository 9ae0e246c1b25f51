import { useTranslation } from "react-i18next"

/**
 * The words Medusa's DataTable writes itself ("Clear all", "1 – 20 of 57 results", "Prev",
 * "Next"), in the admin's language: every table of the plugin passes these to its toolbar and
 * pagination, so a German admin reads no English control (issue 32).
 */
export function useTableWords() {
  const { t } = useTranslation()
  return {
    toolbar: {
      clearAll: t("marketplaceExchange.table.clearAll"),
      sort: t("marketplaceExchange.table.sort"),
      columns: t("marketplaceExchange.table.columns"),
    },
    pagination: {
      of: t("marketplaceExchange.table.of"),
      results: t("marketplaceExchange.table.results"),
      pages: t("marketplaceExchange.table.pages"),
      prev: t("marketplaceExchange.table.prev"),
      next: t("marketplaceExchange.table.next"),
    },
  }
}
