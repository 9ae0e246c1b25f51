import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useErrorWords } from "../hooks/use-error-words"

/** What a list could not load, in the admin's language; nothing while there is no error. */
export function LoadFailed({ error, className = "px-6 py-2" }: { error: unknown; className?: string }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  if (!error) return null
  return (
    <Text size="small" className={`${className} text-ui-fg-error`.trim()}>
      {t("marketplaceExchange.tables.loadFailed", { error: errorText(error) })}
    </Text>
  )
}

/** A widget's marketplace state while it loads, or why it could not be loaded. */
export function WidgetLoadState({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  if (isLoading)
    return (
      <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
        {t("marketplaceExchange.common.loadingState")}
      </Text>
    )
  if (!error) return null
  return (
    <Text size="small" className="px-6 py-4 text-ui-fg-error">
      {t("marketplaceExchange.common.loadStateFailed", { error: errorText(error) })}
    </Text>
  )
}
