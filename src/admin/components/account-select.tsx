import { Select } from "@medusajs/ui"
import { Fragment, type ReactNode, useContext } from "react"
import { useTranslation } from "react-i18next"
import { AllAccountsOffered, useChosenAccount } from "../hooks/use-account"
import { ALL_ACCOUNTS, siteWords } from "../lib/chosen-account"

/**
 * The account a marketplace page shows, in its header: only when the store has several (with
 * one, the pages look as they always did). Choosing another shows that account's health,
 * listings, activity, move-in and orders; on a page whose lists offer it, "All accounts" shows
 * every account's rows, each naming its account. The choice stays in the URL.
 */
export function AccountSelect({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { id, accounts, choose } = useChosenAccount({ inUrl: true })
  const allOffered = useContext(AllAccountsOffered)
  if (accounts.length < 2) return null
  return (
    <div className={className} data-testid="account-select">
      <Select size="small" value={id} onValueChange={choose}>
        <Select.Trigger className="w-[220px]" aria-label={t("marketplaceExchange.accounts.account")}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {/* Offered where the page's lists can show every account (PerAccount allAccounts). */}
          {allOffered && <Select.Item value={ALL_ACCOUNTS}>{t("marketplaceExchange.accounts.allAccounts")}</Select.Item>}
          {accounts.map((account) => (
            <Select.Item key={account.id} value={account.id}>
              {account.name} · {siteWords(account.marketplace_site)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}

/**
 * A marketplace page's content, mounted anew for each account: no selection, page, filter or
 * move-in decision made on one account carries over to another. `allAccounts`: the page's lists
 * can show every account's rows, so its select offers "All accounts".
 */
export function PerAccount({ children, allAccounts = false }: { children: ReactNode; allAccounts?: boolean }) {
  return (
    <AllAccountsOffered.Provider value={allAccounts}>
      <Keyed>{children}</Keyed>
    </AllAccountsOffered.Provider>
  )
}

function Keyed({ children }: { children: ReactNode }) {
  const { id } = useChosenAccount({ inUrl: true })
  return <Fragment key={id}>{children}</Fragment>
}
