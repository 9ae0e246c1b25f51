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
