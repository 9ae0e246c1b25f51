import { Button, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { messageWords } from "../lib/message-words"

/**
 * A warning many products share, said once above the grid instead of on every row:
 * "212 products: The product has no brand; eBay requires one." with what to do, and a button
 * that shows just those products (to select them for a bulk action, or edit them one by one).
 */
export function SharedWarnings({
  shared,
  showing,
  onShow,
}: {
  shared: Array<{ code: string; count: number }>
  showing: string | undefined
  onShow: (code: string | undefined) => void
}) {
  const { t, i18n } = useTranslation()
  const words = (code: string) => messageWords({ code, params: {}, message: code }, i18n.language)
  if (showing)
    return (
      <div className="flex flex-wrap items-center gap-x-2 px-6 py-2" data-testid="shared-warning-filter">
        <Text size="small">{t("marketplaceExchange.listings.shared.showing", { message: words(showing).message })}</Text>
        <Button size="small" variant="transparent" onClick={() => onShow(undefined)}>
          {t("marketplaceExchange.listings.shared.all")}
        </Button>
      </div>
    )
  if (!shared.length) return null
  return (
    <div className="flex flex-col gap-y-1 px-6 py-2" data-testid="shared-warnings">
      {shared.map(({ code, count }) => (
        <div key={code} className="flex flex-wrap items-center gap-x-2">
          <Text size="small">
            {t("marketplaceExchange.listings.shared.line", { count, message: words(code).message })}{" "}
            <span className="text-ui-fg-subtle">{words(code).fix}</span>
          </Text>
          <Button size="small" variant="transparent" onClick={() => onShow(code)} data-testid={`shared-warning-${code}`}>
            {t("marketplaceExchange.listings.shared.show")}
          </Button>
        </div>
      ))}
    </div>
  )
}
