import { useCallback, useRef } from "react"
import { useTranslation } from "react-i18next"

/** The operator Medusa's DataTable writes into a select filter's chip ("Status | is | Active"); no prop translates it (ui 4.2). */
const CHIP_OPERATOR = "is"

/**
 * The words Medusa's DataTable writes itself ("Clear all", "1 – 20 of 57 results", "Prev",
 * "Next", the filter chip's "is"), in the admin's language: every table of the plugin passes
 * these to its toolbar and pagination, and `ref` to the element around it, so a German admin
 * reads no English control.
 */
export function useTableWords() {
  const { t } = useTranslation()
  const operator = t("marketplaceExchange.table.is")
  const observer = useRef<MutationObserver | null>(null)
  // The chip's operator has no prop: it is said in the admin's language where the table draws it. React calls
  // the ref with null when the element goes, which ends the observer (an effect's cleanup would also run on
  // StrictMode's trial unmount and leave the table unobserved).
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!element || operator === CHIP_OPERATOR) return
      const translate = () => {
        for (const cell of element.querySelectorAll<HTMLElement>("div.border-r"))
          if (cell.childElementCount === 0 && cell.textContent === CHIP_OPERATOR) cell.textContent = operator
      }
      translate()
      observer.current = new MutationObserver(translate)
      observer.current.observe(element, { childList: true, subtree: true })
    },
    [operator]
  )
  return {
    ref,
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
