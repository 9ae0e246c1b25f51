import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { createContext, useCallback, useContext, useEffect, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import type { AccountAnswer, AccountsAnswer, RemovedAccountAnswer } from "../../api/admin/marketplace-exchange/accounts/accounts-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"
import type { MarketplaceSite } from "../../modules/marketplace-exchange/types"
import { ACCOUNT_PARAM, ALL_ACCOUNTS, accountQuery, chosenAccountId, firstAccountId } from "../lib/chosen-account"
import { api, ApiInit } from "../lib/sdk"

const ACCOUNTS_PATH = "/admin/marketplace-exchange/accounts"
/** Not under an account's key: the list is every account's. */
export const accountsKey = ["marketplace-exchange", "accounts"] as const
/** The account chosen last in this tab: Medusa's sidebar links carry no `?account=`, the next page still shows it. */
const REMEMBERED = "marketplace-exchange:account"

/** An account with its settings, as GET accounts answers it (declared once, by the API). */
export type Account = Wire<AccountsAnswer>["accounts"][number]

/** A new account as POST accounts takes it: its name, site, channel and connection. */
export type NewAccountInput = {
  name: string
  marketplace_site?: MarketplaceSite
  sales_channel_id?: string
  base_url?: string
  auth_url?: string
  user_name?: string
  password?: string
  subscription_token?: string
}

const remembered = (): string | null => {
  try {
    return window.sessionStorage.getItem(REMEMBERED)
  } catch {
    return null
  }
}
const remember = (id: string | null) => {
  try {
    if (id) window.sessionStorage.setItem(REMEMBERED, id)
    else window.sessionStorage.removeItem(REMEMBERED)
  } catch {
    // A browser that keeps no storage: the URL alone carries the choice.
  }
}

/**
 * Whether the page around offers "All accounts" (its lists show every account's rows): set by the
 * pages whose lists can (components/account-select.tsx PerAccount); elsewhere the choice means the first account.
 */
export const AllAccountsOffered = createContext(false)

/** Every account of the store, the first first. */
export function useAccounts() {
  return useQuery({
    queryKey: accountsKey,
    queryFn: () => api<Wire<AccountsAnswer>>(ACCOUNTS_PATH),
    staleTime: 30_000,
  })
}

/**
 * The account the merchant works on, for the whole admin: named in the URL (`?account=<id>`),
 * the first account when none is named. `choose` names another; the first account leaves the
 * URL as it was before the store had several. With `inUrl`, a page writes the account chosen
 * last into its URL, so a link copied from it shows the same account.
 */
export function useChosenAccount({ inUrl = false }: { inUrl?: boolean } = {}) {
  const [params, setParams] = useSearchParams()
  const { data, isFetching } = useAccounts()
  const accounts = data?.accounts
  const fromUrl = params.get(ACCOUNT_PARAM)
  const allOffered = useContext(AllAccountsOffered)
  // While the list is asked again (an account was just added), an id it does not hold yet is trusted, not dropped.
  const id = chosenAccountId(fromUrl, remembered(), isFetching ? undefined : accounts, allOffered)
  const first = firstAccountId(accounts)

  const choose = useCallback(
    (next: string) => {
      remember(next === first ? null : next)
      setParams((current) => {
        const updated = new URLSearchParams(current)
        if (next === first) updated.delete(ACCOUNT_PARAM)
        else updated.set(ACCOUNT_PARAM, next)
        return updated
      })
    },
    [first, setParams]
  )

  // A link names the account: it is the one chosen from now on in this tab.
  useEffect(() => {
    if (fromUrl && fromUrl === id) remember(id === first ? null : id)
  }, [fromUrl, id, first])
  useEffect(() => {
    if (!inUrl || fromUrl === id || (!fromUrl && id === first)) return
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (id === first) updated.delete(ACCOUNT_PARAM)
        else updated.set(ACCOUNT_PARAM, id)
        return updated
      },
      { replace: true }
    )
  }, [inUrl, fromUrl, id, first, setParams])

  return {
    id,
    isFirst: id === first,
    /** "All accounts": the page's lists show every account's rows, each with its account. */
    isAll: id === ALL_ACCOUNTS,
    account: accounts?.find((account) => account.id === id),
    accounts: accounts ?? [],
    choose,
  }
}

/**
 * A part of a page about one account whatever account is chosen (the product box's section per
 * account): every hook inside it calls the API for this account, under its cache key.
 */
export const AccountScope = createContext<string | null>(null)

/**
 * The one place the chosen account reaches the API: `call` adds `account_id` (only for an
 * account other than the first), and `key` puts the account into every react-query key, so one
 * account's answers are never shown under another's.
 */
export function useAccountApi() {
  const scoped = useContext(AccountScope)
  const chosen = useChosenAccount().id
  const id = scoped ?? chosen
  const accounts = useAccounts().data?.accounts
  const named = accountQuery(id, accounts)
  const accountId = named.account_id
  const first = firstAccountId(accounts)
  return useMemo(() => {
    const send = <T, ErrorBody>(account: string | undefined, path: string, init: ApiInit) =>
      api<T, ErrorBody>(path, account ? { ...init, query: { ...init.query, account_id: account } } : init)
    return {
      accountId: id,
      isAll: id === ALL_ACCOUNTS,
      key: (...parts: unknown[]) => ["marketplace-exchange", id, ...parts],
      call: <T, ErrorBody = Record<string, unknown>>(path: string, init: ApiInit = {}) => send<T, ErrorBody>(accountId, path, init),
      /** A call about one row's account, from a list of every account (a retry, a dismissal, a bulk action); the first unnamed. */
      callFor: <T, ErrorBody = Record<string, unknown>>(account: string, path: string, init: ApiInit = {}) =>
        send<T, ErrorBody>(account === first ? undefined : account, path, init),
    }
  }, [id, accountId, first])
}

/** Adds an account (POST accounts); the list is asked again. A refusal (409: channel or name taken; 400) keeps its body. */
export function useCreateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewAccountInput) => api<Wire<AccountAnswer>>(ACCOUNTS_PATH, { method: "POST", body }),
    onSuccess: ({ account }) => {
      // In the list at once: choosing it next must not meet a list that does not know it yet (and fall back to the first).
      queryClient.setQueryData<Wire<AccountsAnswer>>(accountsKey, (list) => list && { accounts: [...list.accounts, account] })
      void queryClient.invalidateQueries({ queryKey: accountsKey })
    },
  })
}

/** What happens to a removed account's eBay listings: ended first (stock 0, checked, deleted at the service), or left to the merchant. */
export type RemoveListings = "end" | "leave"

/**
 * Removes an account (DELETE accounts/:id?listings=…); every marketplace answer is asked again,
 * the list without it. A refusal (listings that could not be ended, no connection to end them) keeps its body.
 */
export function useRemoveAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, listings }: { id: string; listings: RemoveListings }) =>
      api<Wire<RemovedAccountAnswer>>(`${ACCOUNTS_PATH}/${id}`, { method: "DELETE", query: { listings } }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<Wire<AccountsAnswer>>(
        accountsKey,
        (list) => list && { accounts: list.accounts.filter((account) => account.id !== id) }
      )
      void queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] })
    },
  })
}
