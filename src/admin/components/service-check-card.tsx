import { Badge, Button, Heading, Text, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useRunServiceCheck, useServiceCheck } from "../hooks/use-service-check"
import { useErrorWords } from "../hooks/use-error-words"
import { formatDateTime } from "../lib/format"
import { wordsOr, type CodedWords } from "../lib/message-words"

/** A verdict's badge colour: answered, refused (this read), failed (the service or the login), not asked. */
const VERDICT_COLOR = { answered: "green", refused: "orange", failed: "red", not_asked: "grey" } as const
const VERDICT_KEYS = {
  answered: "marketplaceExchange.serviceCheck.verdict.answered",
  refused: "marketplaceExchange.serviceCheck.verdict.refused",
  failed: "marketplaceExchange.serviceCheck.verdict.failed",
  not_asked: "marketplaceExchange.serviceCheck.verdict.not_asked",
} as const

/**
 * Check the service (A55): each request form the plugin relies on, read once, with how it
 * answered in the admin's language; the fallbacks it chose, where the service's description
 * differs, and what the service sends that the specification does not show.
 */
export function ServiceCheckCard() {
  const { t, i18n } = useTranslation()
  const errorWords = useErrorWords()
  const { data } = useServiceCheck()
  const run = useRunServiceCheck()
  const check = run.data?.check ?? data?.check ?? null
  const words = (message: CodedWords) => wordsOr(message, message?.code ?? "", i18n.language)
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="service-check">
      <div className="flex items-start justify-between gap-x-4">
        <div>
          <Heading level="h2">{t("marketplaceExchange.serviceCheck.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("marketplaceExchange.serviceCheck.description")}
          </Text>
        </div>
        <Button
          type="button"
          variant="secondary"
          size="small"
          className="shrink-0"
          isLoading={run.isPending}
          onClick={() => run.mutate(undefined, { onError: (error) => toast.error(errorWords(error)) })}
        >
          {t("marketplaceExchange.serviceCheck.run")}
        </Button>
      </div>
      {!check ? (
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.serviceCheck.never")}
        </Text>
      ) : (
        <>
          <Text size="small" className="text-ui-fg-subtle" data-testid="service-check-at">
            {t("marketplaceExchange.serviceCheck.checkedAt", {
              at: formatDateTime(check.checked_at, i18n.language),
              ms: check.duration_ms,
            })}
          </Text>
          <ul className="flex flex-col gap-y-1">
            {check.requests.map((request) => (
              <li key={request.request} className="flex items-start gap-x-2" data-testid={`service-check-${request.request}`}>
                <Badge size="2xsmall" color={VERDICT_COLOR[request.verdict]} className="shrink-0">
                  {t(VERDICT_KEYS[request.verdict])}
                </Badge>
                <Text size="small">{words(request.words)}</Text>
              </li>
            ))}
          </ul>
          <Heading level="h3">{t("marketplaceExchange.serviceCheck.findings")}</Heading>
          {check.findings.length ? (
            <ul className="flex list-disc flex-col gap-y-1 pl-5" data-testid="service-check-findings">
              {check.findings.map((finding, index) => (
                <li key={index}>
                  <Text size="small">{words(finding)}</Text>
                </li>
              ))}
            </ul>
          ) : (
            <Text size="small" className="text-ui-fg-subtle">
              {t("marketplaceExchange.serviceCheck.noFindings")}
            </Text>
          )}
        </>
      )}
    </div>
  )
}
