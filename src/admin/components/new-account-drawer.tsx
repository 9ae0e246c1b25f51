import { Button, Drawer, Heading, Input, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import type { MarketplaceSite } from "../../modules/marketplace-exchange/types"
import { Account, NewAccountInput, useCreateAccount } from "../hooks/use-account"
import { useStoreChoices } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { fieldErrorWords } from "../lib/message-words"
import { Labelled } from "./form-parts"
import { SiteSelect } from "./site-select"

/** The channel select's "none": Radix's select takes no empty value. */
const NO_CHANNEL = "none"

type Draft = {
  name: string
  marketplace_site: MarketplaceSite
  sales_channel_id: string
  base_url: string
  auth_url: string
  user_name: string
  password: string
  subscription_token: string
}

/** A new account starts on eBay.de, with the first account's service addresses (one service, several accounts: A60). */
function emptyDraft(accounts: Account[]): Draft {
  return {
    name: "",
    marketplace_site: "ebay.de",
    sales_channel_id: NO_CHANNEL,
    base_url: accounts[0]?.base_url ?? "",
    auth_url: accounts[0]?.auth_url ?? "",
    user_name: "",
    password: "",
    subscription_token: "",
  }
}

/** What travels: the name and site always, every other field only when filled in (the API keeps the rest unset). */
function bodyOf(draft: Draft): NewAccountInput {
  const body: NewAccountInput = { name: draft.name.trim(), marketplace_site: draft.marketplace_site }
  if (draft.sales_channel_id !== NO_CHANNEL) body.sales_channel_id = draft.sales_channel_id
  for (const field of ["base_url", "auth_url", "user_name", "password", "subscription_token"] as const) {
    const value = field === "password" || field === "subscription_token" ? draft[field] : draft[field].trim()
    if (value) body[field] = value
  }
  return body
}

/**
 * "Add account": a drawer with the new account's name, eBay site, sales channel and connection.
 * It is created (POST accounts) and becomes the chosen account; a refusal (the channel or name
 * another account's: 409; a wrong field: 400) is said in the drawer in the merchant's words.
 */
export function NewAccountDrawer({ accounts, onCreated }: { accounts: Account[]; onCreated: (account: Account) => void }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const channels = useStoreChoices().data?.channels ?? []
  const create = useCreateAccount()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(accounts))
  const [problem, setProblem] = useState<string | null>(null)

  const onOpenChange = (next: boolean) => {
    if (next) {
      setDraft(emptyDraft(accounts))
      setProblem(null)
      create.reset()
    }
    setOpen(next)
  }
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }))
    setProblem(null)
  }
  const input = (field: keyof Draft) => ({
    id: `mx-new-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  })
  /** The account holding a channel: another account cannot take it (the API refuses with 409). */
  const holderOf = (channelId: string) => accounts.find((account) => account.sales_channel_id === channelId)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft.name.trim()) {
      setProblem(t("marketplaceExchange.accounts.nameRequired"))
      return
    }
    create.mutate(bodyOf(draft), {
      onSuccess: ({ account }) => {
        toast.success(t("marketplaceExchange.accounts.created", { name: account.name }))
        setOpen(false)
        onCreated(account)
      },
      onError: (error) => setProblem(fieldErrorWords(error, i18n.language) ?? errorText(error)),
    })
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>
        <Button size="small" variant="secondary" className="shrink-0" data-testid="mx-add-account">
          {t("marketplaceExchange.accounts.add")}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content data-testid="mx-new-account">
        <form onSubmit={onSubmit} className="flex flex-1 flex-col overflow-hidden" noValidate>
          <Drawer.Header>
            <Drawer.Title asChild>
              <Heading>{t("marketplaceExchange.accounts.add")}</Heading>
            </Drawer.Title>
            <Drawer.Description className="sr-only">{t("marketplaceExchange.accounts.addDescription")}</Drawer.Description>
          </Drawer.Header>
          <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
            <Text size="small" className="text-ui-fg-subtle">
              {t("marketplaceExchange.accounts.addDescription")}
            </Text>
            <Labelled id="mx-new-name" label={t("marketplaceExchange.accounts.name")}>
              <Input autoComplete="off" placeholder={t("marketplaceExchange.accounts.namePlaceholder")} {...input("name")} />
            </Labelled>
            <Labelled id="mx-new-site" label={t("marketplaceExchange.accounts.site")}>
              <SiteSelect id="mx-new-site" value={draft.marketplace_site} onChange={set("marketplace_site")} />
            </Labelled>
            <Labelled id="mx-new-channel" label={t("marketplaceExchange.accounts.salesChannel")}>
              <Select value={draft.sales_channel_id} onValueChange={set("sales_channel_id")}>
                <Select.Trigger id="mx-new-channel">
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  <Select.Item value={NO_CHANNEL}>{t("marketplaceExchange.accounts.noChannel")}</Select.Item>
                  {channels.map((channel) => {
                    const holder = holderOf(channel.id)
                    return (
                      <Select.Item key={channel.id} value={channel.id} disabled={Boolean(holder)}>
                        {holder
                          ? t("marketplaceExchange.accounts.channelTaken", { channel: channel.name, name: holder.name })
                          : channel.name}
                      </Select.Item>
                    )
                  })}
                </Select.Content>
              </Select>
            </Labelled>
            <Labelled id="mx-new-base_url" label={t("marketplaceExchange.settings.baseUrl")}>
              <Input placeholder="https://api.example.com" {...input("base_url")} />
            </Labelled>
            <Labelled id="mx-new-auth_url" label={t("marketplaceExchange.settings.authUrl")}>
              <Input placeholder="https://auth.example.com" {...input("auth_url")} />
            </Labelled>
            <Labelled id="mx-new-user_name" label={t("marketplaceExchange.settings.userName")}>
              <Input autoComplete="off" {...input("user_name")} />
            </Labelled>
            <Labelled id="mx-new-password" label={t("marketplaceExchange.settings.password")}>
              <Input type="password" autoComplete="new-password" {...input("password")} />
            </Labelled>
            <Labelled id="mx-new-subscription_token" label={t("marketplaceExchange.settings.token")}>
              <Input type="password" autoComplete="off" {...input("subscription_token")} />
            </Labelled>
            {problem && (
              <Text size="small" className="text-ui-fg-error" data-testid="mx-new-account-problem">
                {problem}
              </Text>
            )}
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.Close asChild>
              <Button size="small" variant="secondary" type="button">
                {t("marketplaceExchange.common.cancel")}
              </Button>
            </Drawer.Close>
            <Button size="small" type="submit" isLoading={create.isPending}>
              {t("marketplaceExchange.accounts.create")}
            </Button>
          </Drawer.Footer>
        </form>
      </Drawer.Content>
    </Drawer>
  )
}
