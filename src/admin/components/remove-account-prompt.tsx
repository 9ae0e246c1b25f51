import { Button, Prompt, RadioGroup, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { type RemoveListings, useRemoveAccount } from "../hooks/use-account"
import { useErrorWords } from "../hooks/use-error-words"
import { siteWords } from "../lib/chosen-account"
import { removedAccountWords } from "../lib/removal-words"

/**
 * Asks before an account is removed: what the store forgets (only this account's records), and
 * whether its eBay listings are ended first or left to the merchant (no default: the merchant
 * chooses). It stays open while ending the listings takes its time, and says a refusal (a listing
 * that could not be ended: the merchant may leave them instead); `onRemoved` gets what was done.
 */
export function RemoveAccountPrompt({
  account,
  onClose,
  onRemoved,
}: {
  account: { id: string; name: string; marketplace_site: string } | null
  onClose: () => void
  onRemoved: (words: string) => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const remove = useRemoveAccount()
  const [listings, setListings] = useState<RemoveListings | "">("")
  const named = account ? `${account.name} · ${siteWords(account.marketplace_site)}` : ""
  const close = () => {
    if (remove.isPending) return
    setListings("")
    remove.reset()
    onClose()
  }
  const onRemove = () => {
    if (!account || !listings) return
    remove.mutate(
      { id: account.id, listings },
      {
        onSuccess: (answer) => {
          const words = removedAccountWords(answer, account.name, t)
          toast.success(words)
          onRemoved(words)
          setListings("")
          remove.reset()
          onClose()
        },
      }
    )
  }
  return (
    <Prompt open={account !== null} onOpenChange={(open) => !open && close()}>
      <Prompt.Content data-testid="mx-remove-account">
        <Prompt.Header>
          <Prompt.Title>{t("marketplaceExchange.accounts.removeTitle", { name: named })}</Prompt.Title>
          <Prompt.Description>{t("marketplaceExchange.accounts.removeForgets")}</Prompt.Description>
        </Prompt.Header>
        <div className="flex flex-col gap-y-2 px-6 pb-4 pt-2">
          <Text size="small" weight="plus">
            {t("marketplaceExchange.accounts.removeQuestion")}
          </Text>
          <RadioGroup value={listings} onValueChange={(value) => setListings(value as RemoveListings)} className="flex flex-col gap-y-2">
            <RadioGroup.ChoiceBox
              value="end"
              id="mx-remove-end"
              label={t("marketplaceExchange.accounts.removeEnd")}
              description={t("marketplaceExchange.accounts.removeEndHint")}
            />
            <RadioGroup.ChoiceBox
              value="leave"
              id="mx-remove-leave"
              label={t("marketplaceExchange.accounts.removeLeave")}
              description={t("marketplaceExchange.accounts.removeLeaveHint")}
            />
          </RadioGroup>
          {remove.isError && (
            <Text size="small" className="text-ui-fg-error" data-testid="mx-remove-account-refused">
              {t("marketplaceExchange.accounts.removeRefused", { error: errorText(remove.error) })}
            </Text>
          )}
        </div>
        <Prompt.Footer>
          <Button size="small" variant="secondary" type="button" onClick={close} disabled={remove.isPending}>
            {t("marketplaceExchange.common.cancel")}
          </Button>
          <Button size="small" variant="danger" type="button" onClick={onRemove} disabled={!listings} isLoading={remove.isPending}>
            {t("marketplaceExchange.accounts.removeConfirm")}
          </Button>
        </Prompt.Footer>
      </Prompt.Content>
    </Prompt>
  )
}
