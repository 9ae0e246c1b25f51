import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Badge, Button, Container, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import type { WireFormat } from "../../../../modules/marketplace-exchange/lib/connection-settings"
import { CatalogProfiles } from "../../../components/catalog-profiles"
import { DangerZone } from "../../../components/danger-zone"
import { SyncSettingsForm } from "../../../components/sync-settings-form"
import { StrikePriceForm } from "../../../components/strike-price-form"
import { CarrierTableForm } from "../../../components/carrier-table-form"
import {
  SettingsView as ConnectionSettingsView,
  useConnectionSettings,
  useSaveConnectionSettings,
  useTestConnection,
} from "../../../hooks/use-connection-settings"

type Draft = {
  base_url: string
  auth_url: string
  user_name: string
  password: string
  subscription_token: string
  format: WireFormat
}

function draftFrom(settings: ConnectionSettingsView): Draft {
  return {
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
  for (const field of ["base_url", "auth_url", "user_name"] as const) {
    const value = draft[field].trim()
    if (value !== (settings[field] ?? "")) changes[field] = value || null
  }
  if (draft.format !== settings.format) changes.format = draft.format
  if (draft.password) changes.password = draft.password
  if (draft.subscription_token) changes.subscription_token = draft.subscription_token
  return changes
}

const FIELD_LABELS: Record<string, string> = {
  base_url: "service address",
  auth_url: "login address",
  user_name: "user name",
  password: "password",
  subscription_token: "subscription token",
  format: "data format",
}

function SecretState({ set }: { set: boolean }) {
  return (
    <Badge color={set ? "green" : "orange"} size="2xsmall">
      {set ? "Stored" : "Not set"}
    </Badge>
  )
}

const MarketplaceExchangeSettingsPage = () => {
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
      <Container>
        <Text>{isError ? `Could not load the settings: ${error.message}` : "Loading…"}</Text>
      </Container>
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
      toast.info("Nothing changed")
      return
    }
    save.mutate(changes, {
      onSuccess: () => toast.success("Connection settings saved"),
      onError: (e) => toast.error(e.message),
    })
  }

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Marketplace exchange</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          The account your store uses to list products on the marketplace and receive its orders.
        </Text>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4">
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-base_url">Service address</Label>
          <Input placeholder="https://api.example.com" {...field("base_url")} />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-auth_url">Login address</Label>
          <Input placeholder="https://auth.example.com" {...field("auth_url")} />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-user_name">User name</Label>
          <Input autoComplete="off" {...field("user_name")} />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-password" className="flex items-center gap-x-2">
            Password <SecretState set={settings.password_set} />
          </Label>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={settings.password_set ? "Leave empty to keep the stored password" : ""}
            {...field("password")}
          />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-subscription_token" className="flex items-center gap-x-2">
            Subscription token <SecretState set={settings.subscription_token_set} />
          </Label>
          <Input
            type="password"
            autoComplete="off"
            placeholder={settings.subscription_token_set ? "Leave empty to keep the stored token" : ""}
            {...field("subscription_token")}
          />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-format">Data format</Label>
          <Select value={draft.format} onValueChange={(format) => setDraft({ ...draft, format: format as WireFormat })}>
            <Select.Trigger id="mx-format">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="json">JSON</Select.Item>
              <Select.Item value="atom">Atom/XML</Select.Item>
            </Select.Content>
          </Select>
        </div>
        {settings.prefilled_from_options.length > 0 && (
          <Text size="small" className="text-ui-fg-subtle">
            Pre-filled from the store configuration: {settings.prefilled_from_options.map((f) => FIELD_LABELS[f] ?? f).join(", ")}. Saving a
            value here overrides it.
          </Text>
        )}
        <div className="flex items-center justify-end gap-x-2">
          {test.isSuccess && (
            <Badge color="green" size="2xsmall" data-testid="mx-test-result">
              Connected in {test.data.latency_ms} ms{unsaved ? " with the values typed (not saved yet)" : ""}
            </Badge>
          )}
          {test.isError && (
            <Text size="small" className="text-ui-fg-error" data-testid="mx-test-result">
              {test.error.message}
            </Text>
          )}
          <Button
            type="button"
            variant="secondary"
            size="small"
            isLoading={test.isPending}
            onClick={() => test.mutate(changesOf(draft, settings))}
          >
            Test connection
          </Button>
          <Button type="submit" size="small" isLoading={save.isPending}>
            Save
          </Button>
        </div>
      </form>
      <SyncSettingsForm settings={settings} />
      <StrikePriceForm settings={settings} />
      <CarrierTableForm settings={settings} />
      <CatalogProfiles />
      <DangerZone />
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Marketplace exchange" })

export default MarketplaceExchangeSettingsPage
