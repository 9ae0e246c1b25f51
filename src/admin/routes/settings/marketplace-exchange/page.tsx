import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Badge, Button, Container, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { MarketplaceSite, WireFormat } from "../../../../modules/marketplace-exchange/types"
import { AccountsSection } from "../../../components/accounts-section"
import { SiteSelect } from "../../../components/site-select"
import { useChosenAccount } from "../../../hooks/use-account"
import { siteWords } from "../../../lib/chosen-account"
import { CatalogProfiles } from "../../../components/catalog-profiles"
import { DangerZone } from "../../../components/danger-zone"
import { SyncSettingsForm } from "../../../components/sync-settings-form"
import { StrikePriceForm } from "../../../components/strike-price-form"
import { ListingRulesForm } from "../../../components/listing-rules-form"
import { SpecificNamesForm } from "../../../components/specific-names-form"
import { GpsrByBrandForm } from "../../../components/gpsr-by-brand-form"
import { DirectionsForm } from "../../../components/directions-form"
import { CarrierTableForm } from "../../../components/carrier-table-form"
import { ServiceCheckCard } from "../../../components/service-check-card"
import {
  SettingsView as ConnectionSettingsView,
  useConnectionSettings,
  useSaveConnectionSettings,
  useTestConnection,
} from "../../../hooks/use-connection-settings"
import { useErrorWords } from "../../../hooks/use-error-words"
import { SectionTitle } from "../../../components/section-title"
import { Labelled } from "../../../components/form-parts"

type Draft = {
  name: string
  marketplace_site: MarketplaceSite
  base_url: string
  auth_url: string
  user_name: string
  password: string
  subscription_token: string
  format: WireFormat
}

function draftFrom(settings: ConnectionSettingsView): Draft {
  return {
    name: settings.name,
    marketplace_site: settings.marketplace_site as MarketplaceSite,
    base_url: settings.base_url ?? "",
    auth_url: settings.auth_url ?? "",
    user_name: settings.user_name ?? "",
    password: "",
    subscription_token: "",
    format: settings.format,
  }
}

/** Only what the merchant changed travels; empty secret fields keep the stored secret. */
function changesOf(draft: Draft, settings: ConnectionSettingsView) {
  const changes: Record<string, string | null> = {}
  // The account's name and site (A60): a name is never cleared, an empty one stays as stored.
  if (draft.name.trim() && draft.name.trim() !== settings.name) changes.name = draft.name.trim()
  if (draft.marketplace_site !== settings.marketplace_site) changes.marketplace_site = draft.marketplace_site
  for (const field of ["base_url", "auth_url", "user_name"] as const) {
    const value = draft[field].trim()
    if (value !== (settings[field] ?? "")) changes[field] = value || null
  }
  if (draft.format !== settings.format) changes.format = draft.format
  if (draft.password) changes.password = draft.password
  if (draft.subscription_token) changes.subscription_token = draft.subscription_token
  return changes
}

/** The connection's fields in words, for the list of pre-filled ones (translation keys); another field is shown as it is. */
const FIELD_LABEL_KEYS: Record<string, string> = {
  base_url: "marketplaceExchange.settings.prefilledFields.base_url",
  auth_url: "marketplaceExchange.settings.prefilledFields.auth_url",
  user_name: "marketplaceExchange.settings.prefilledFields.user_name",
  password: "marketplaceExchange.settings.prefilledFields.password",
  subscription_token: "marketplaceExchange.settings.prefilledFields.subscription_token",
  format: "marketplaceExchange.settings.prefilledFields.format",
}

function SecretState({ set }: { set: boolean }) {
  const { t } = useTranslation()
  return (
    <Badge color={set ? "green" : "orange"} size="2xsmall">
      {set ? t("marketplaceExchange.settings.stored") : t("marketplaceExchange.settings.notSet")}
    </Badge>
  )
}

/**
 * Settings → Marketplace exchange: the store's accounts at the top, and under them everything of
 * the chosen one (connection, test, service check, every settings card), remounted when another
 * account is chosen so no form keeps the last account's values.
 */
const MarketplaceExchangeSettingsPage = () => {
  const { t } = useTranslation()
  const { id } = useChosenAccount({ inUrl: true })
  return (
    <Container className="divide-y p-0">
      <SectionTitle
        level="h1"
        className="px-6 py-4"
        title={t("marketplaceExchange.settings.title")}
        description={t("marketplaceExchange.settings.description")}
      />
      <AccountsSection />
      <AccountSettings key={id} />
    </Container>
  )
}

/** The chosen account's settings: its name and site, connection, test, service check and every settings card. */
function AccountSettings() {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const { accounts } = useChosenAccount()
  const { data, isLoading, isError, error } = useConnectionSettings()
  const save = useSaveConnectionSettings()
  const test = useTestConnection()
  const [draft, setDraft] = useState<Draft | null>(null)

  useEffect(() => {
    if (data) setDraft(draftFrom(data.settings))
  }, [data])
  // A test's answer is about what was typed then: any edit or save makes it stale, so it goes.
  const resetTest = test.reset
  useEffect(() => resetTest(), [draft, data, resetTest])

  if (isLoading || !draft) {
    return (
      <Text className="px-6 py-4">
        {isError ? t("marketplaceExchange.settings.loadFailed", { error: errorText(error) }) : t("marketplaceExchange.common.loading")}
      </Text>
    )
  }
  const settings = data!.settings
  const field = (name: keyof Draft) => ({
    id: `mx-${name}`,
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  })
  const unsaved = Object.keys(changesOf(draft, settings)).length > 0

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const changes = changesOf(draft, settings)
    if (!Object.keys(changes).length) {
      toast.info(t("marketplaceExchange.common.nothingChanged"))
      return
    }
    save.mutate(changes, {
      onSuccess: () => toast.success(t("marketplaceExchange.settings.saved")),
      onError: (e) => toast.error(errorText(e)),
    })
  }

  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-account-settings">
        {accounts.length > 1 && (
          <Text size="small" weight="plus" data-testid="mx-editing-account">
            {t("marketplaceExchange.accounts.editing", { name: settings.name, site: siteWords(settings.marketplace_site) })}
          </Text>
        )}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Labelled id="mx-account-name" label={t("marketplaceExchange.accounts.name")}>
            <Input autoComplete="off" {...field("name")} id="mx-account-name" />
          </Labelled>
          <Labelled id="mx-account-site" label={t("marketplaceExchange.accounts.site")}>
            <SiteSelect
              id="mx-account-site"
              value={draft.marketplace_site}
              onChange={(site) => setDraft({ ...draft, marketplace_site: site })}
            />
          </Labelled>
        </div>
        <Labelled id="mx-base_url" label={t("marketplaceExchange.settings.baseUrl")}>
          <Input placeholder="https://api.example.com" {...field("base_url")} />
        </Labelled>
        <Labelled id="mx-auth_url" label={t("marketplaceExchange.settings.authUrl")}>
          <Input placeholder="https://auth.example.com" {...field("auth_url")} />
        </Labelled>
        <Labelled id="mx-user_name" label={t("marketplaceExchange.settings.userName")}>
          <Input autoComplete="off" {...field("user_name")} />
        </Labelled>
        <Labelled
          id="mx-password"
          label={
            <>
              {t("marketplaceExchange.settings.password")} <SecretState set={settings.password_set} />
            </>
          }
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={settings.password_set ? t("marketplaceExchange.settings.keepPassword") : ""}
            {...field("password")}
          />
        </Labelled>
        <Labelled
          id="mx-subscription_token"
          label={
            <>
              {t("marketplaceExchange.settings.token")} <SecretState set={settings.subscription_token_set} />
            </>
          }
        >
          <Input
            type="password"
            autoComplete="off"
            placeholder={settings.subscription_token_set ? t("marketplaceExchange.settings.keepToken") : ""}
            {...field("subscription_token")}
          />
        </Labelled>
        <Labelled id="mx-format" label={t("marketplaceExchange.settings.format")}>
          <Select value={draft.format} onValueChange={(format) => setDraft({ ...draft, format: format as WireFormat })}>
            <Select.Trigger id="mx-format">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="json">JSON</Select.Item>
              <Select.Item value="atom">Atom/XML</Select.Item>
            </Select.Content>
          </Select>
        </Labelled>
        {settings.prefilled_from_options.length > 0 && (
          <Text size="small" className="text-ui-fg-subtle">
            {t("marketplaceExchange.settings.prefilled", {
              fields: settings.prefilled_from_options.map((f) => (FIELD_LABEL_KEYS[f] ? t(FIELD_LABEL_KEYS[f]) : f)).join(", "),
            })}
          </Text>
        )}
        <div className="flex items-center justify-end gap-x-2">
          {test.isSuccess && (
            <Badge color="green" size="2xsmall" data-testid="mx-test-result">
              {unsaved
                ? t("marketplaceExchange.settings.connectedUnsaved", { ms: test.data.latency_ms })
                : t("marketplaceExchange.settings.connected", { ms: test.data.latency_ms })}
            </Badge>
          )}
          {test.isError && (
            <Text size="small" className="text-ui-fg-error" data-testid="mx-test-result">
              {errorText(test.error)}
            </Text>
          )}
          <Button
            type="button"
            variant="secondary"
            size="small"
            className="shrink-0"
            isLoading={test.isPending}
            onClick={() => test.mutate(changesOf(draft, settings))}
          >
            {t("marketplaceExchange.settings.test")}
          </Button>
          <Button type="submit" size="small" className="shrink-0" isLoading={save.isPending}>
            {t("marketplaceExchange.common.save")}
          </Button>
        </div>
      </form>
      <ServiceCheckCard />
      <SyncSettingsForm settings={settings} />
      <DirectionsForm settings={settings} />
      <ListingRulesForm settings={settings} />
      <SpecificNamesForm settings={settings} />
      <GpsrByBrandForm settings={settings} />
      <StrikePriceForm settings={settings} />
      <CarrierTableForm settings={settings} />
      <CatalogProfiles />
      <DangerZone />
    </>
  )
}

// The label is a translation key: `translationNs` makes the settings sidebar and page title resolve it with t().
export const config = defineRouteConfig({ label: "marketplaceExchange.routes.settings", translationNs: "translation" })

export default MarketplaceExchangeSettingsPage
