import { Text } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { wordsOr } from "../lib/message-words"
import { useSyncProgress } from "../hooks/use-marketplace"
import { useAccountApi } from "../hooks/use-account"
import { FIRST_ACCOUNT_ID } from "../../modules/marketplace-exchange/types"
import { batchWords } from "../lib/outcome-words"

/**
 * A batch id kept in the browser, so its progress is still shown after leaving the page and
 * coming back (Sync all, a resend after a setting changed). Cleared when the server no longer
 * knows the batch.
 */
export function useKeptBatch(name: string): [string | null, (id: string | null) => void] {
  // Each account's own batch: another account's progress never shows under the chosen one (the first's key is as before).
  const { accountId } = useAccountApi()
  const storageKey = accountId === FIRST_ACCOUNT_ID ? `marketplace-exchange:${name}` : `marketplace-exchange:${accountId}:${name}`
  const [kept, setKept] = useState<Record<string, string | null>>({})
  const batchId = storageKey in kept ? kept[storageKey] : window.localStorage.getItem(storageKey)
  const keep = (id: string | null) => {
    if (id) window.localStorage.setItem(storageKey, id)
    else window.localStorage.removeItem(storageKey)
    setKept((all) => ({ ...all, [storageKey]: id }))
  }
  return [batchId, keep]
}

/** A batch's progress bar with what each product's run did; says so plainly when the batch is gone. */
export function BatchProgress({ batchId, onGone, testId }: { batchId: string; onGone: () => void; testId: string }) {
  const { t, i18n } = useTranslation()
  const progress = useSyncProgress(batchId)
  const p = progress.data
  const percent = p ? Math.round(p.progress * 100) : 0
  const queryClient = useQueryClient()
  // Done: the health and the tables of products needing attention change with it.
  useEffect(() => {
    if (percent >= 100) void queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] })
  }, [percent, queryClient])
  useEffect(() => {
    if (p === null) onGone()
  }, [p, onGone])
  if (!p) return null
  return (
    <div className="flex flex-col gap-y-1" data-testid={testId}>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-ui-bg-subtle"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={`h-full transition-all ${p.failed ? "bg-ui-fg-error" : "bg-ui-fg-interactive"}`} style={{ width: `${percent}%` }} />
      </div>
      <Text size="xsmall" className="text-ui-fg-subtle" data-testid={`${testId}-counts`}>
        {t("marketplaceExchange.batch.progress", { percent, words: batchWords(p, t) })}
      </Text>
      {p.last_error && (p.failed > 0 || p.retrying > 0) && (
        <Text size="xsmall" className="text-ui-fg-error">
          {t("marketplaceExchange.batch.lastError", { error: wordsOr(p.last_error_words, p.last_error, i18n.language) })}
        </Text>
      )}
    </div>
  )
}
