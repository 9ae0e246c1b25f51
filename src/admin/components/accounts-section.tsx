import { Badge, Button, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Account, useAccounts, useChosenAccount } from "../hooks/use-account"
import { useStoreChoices } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { connectionComplete, siteWords } from "../lib/chosen-account"
import { NewAccountDrawer } from "./new-account-drawer"
import { RemoveAccountPrompt } from "./remove-account-prompt"
import { SectionTitle } from "./section-title"

/**
 * Settings → Accounts: every exchange-service account of the store (one per sales channel) with
 * its eBay site, channel, user name and whether its connection is complete; the chosen one is
 * marked, and choosing another makes the whole settings page edit it. Accounts are added here,
 * and removed (each but the first, which stays: what names no account means it) after a prompt
 * that asks what happens to the account's listings; what the removal did stays said below the list.
 */
export function AccountsSection() {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const accounts = useAccounts()
  const { id, choose } = useChosenAccount()
  const [removing, setRemoving] = useState<Account | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)
  const channels = useStoreChoices().data?.channels
  const channelName = (account: Account) =>
    account.sales_channel_id
      ? (channels?.find((channel) => channel.id === account.sales_channel_id)?.name ?? account.sales_channel_id)
      : t("marketplaceExchange.accounts.noChannel")

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="mx-accounts">
      <div className="flex items-start justify-between gap-x-4">
        <SectionTitle title={t("marketplaceExchange.accounts.title")} description={t("marketplaceExchange.accounts.description")} />
        <NewAccountDrawer accounts={accounts.data?.accounts ?? []} onCreated={(account) => choose(account.id)} />
      </div>
      {accounts.isError && (
        <Text size="small" className="text-ui-fg-error">
          {t("marketplaceExchange.accounts.loadFailed", { error: errorText(accounts.error) })}
        </Text>
      )}
      {accounts.data && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("marketplaceExchange.accounts.name")}</Table.HeaderCell>
              <Table.HeaderCell>{t("marketplaceExchange.accounts.site")}</Table.HeaderCell>
              <Table.HeaderCell>{t("marketplaceExchange.accounts.salesChannel")}</Table.HeaderCell>
              <Table.HeaderCell>{t("marketplaceExchange.accounts.userName")}</Table.HeaderCell>
              <Table.HeaderCell>{t("marketplaceExchange.accounts.connection")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {accounts.data.accounts.map((account, index) => {
              const chosen = account.id === id
              const complete = connectionComplete(account)
              return (
                <Table.Row
                  key={account.id}
                  data-testid="mx-account-row"
                  data-chosen={chosen}
                  aria-current={chosen ? "true" : undefined}
                  className={chosen ? "bg-ui-bg-highlight hover:bg-ui-bg-highlight-hover" : "cursor-pointer"}
                  onClick={chosen ? undefined : () => choose(account.id)}
                >
                  <Table.Cell>
                    <div className="flex flex-col py-1">
                      <span className="txt-compact-small-plus">{account.name}</span>
                      {index === 0 && (
                        <span className="txt-compact-xsmall text-ui-fg-subtle">{t("marketplaceExchange.accounts.first")}</span>
                      )}
                    </div>
                  </Table.Cell>
                  <Table.Cell>{siteWords(account.marketplace_site)}</Table.Cell>
                  <Table.Cell>{channelName(account)}</Table.Cell>
                  <Table.Cell>{account.user_name ?? "—"}</Table.Cell>
                  <Table.Cell>
                    <Badge size="2xsmall" color={complete ? "green" : "orange"}>
                      {t(complete ? "marketplaceExchange.accounts.complete" : "marketplaceExchange.accounts.incomplete")}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell className="text-right">
                    <div className="flex items-center justify-end gap-x-2">
                      {chosen ? (
                        <Badge size="2xsmall" color="blue">
                          {t("marketplaceExchange.accounts.chosen")}
                        </Badge>
                      ) : (
                        <Button size="small" variant="transparent" type="button" onClick={() => choose(account.id)}>
                          {t("marketplaceExchange.accounts.choose")}
                        </Button>
                      )}
                      {index > 0 && (
                        <Button
                          size="small"
                          variant="transparent"
                          type="button"
                          className="text-ui-fg-error"
                          data-testid="mx-account-remove"
                          onClick={(event) => {
                            event.stopPropagation()
                            setRemoving(account)
                          }}
                        >
                          {t("marketplaceExchange.accounts.remove")}
                        </Button>
                      )}
                    </div>
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table>
      )}
      {removed && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="mx-account-removed">
          {removed}
        </Text>
      )}
      <RemoveAccountPrompt
        account={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(words) => {
          setRemoved(words)
          // The removed account was the one edited: the page edits the first again.
          if (removing?.id === id) choose(accounts.data?.accounts[0]?.id ?? id)
        }}
      />
    </div>
  )
}
