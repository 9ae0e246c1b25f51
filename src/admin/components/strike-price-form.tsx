import { Button, Heading, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"

type Source = SettingsView["strike_price_source"]

/**
 * Where the marketplace's strike price comes from. Spec 2.5: it is shown as the UVP, the
 * recommended retail price, so the default is a price list holding real RRPs; a sale's original
 * price is offered too, labelled for what it is.
 */
export function StrikePriceForm({ settings }: { settings: SettingsView }) {
  const choices = useStoreChoices()
  const save = useSaveConnectionSettings()
  const [source, setSource] = useState<Source>(settings.strike_price_source)
  const [list, setList] = useState(settings.rrp_price_list_id ?? "")
  useEffect(() => {
    setSource(settings.strike_price_source)
    setList(settings.rrp_price_list_id ?? "")
  }, [settings])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { strike_price_source: source, rrp_price_list_id: list || null },
      { onSuccess: () => toast.success("Strike prices saved: listed products are sent again"), onError: (e) => toast.error(e.message) }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-strike-price">
      <div>
        <Heading level="h2">Strike prices (UVP)</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          The marketplace shows the strike price as the manufacturer's recommended retail price (UVP). Claiming one that is not a real RRP
          can be a misleading price claim, so by default it comes from a price list you keep for RRPs (keep it as a draft: Medusa never
          sells at it).
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-strike-source">Strike price from</Label>
        <Select value={source} onValueChange={(value) => setSource(value as Source)}>
          <Select.Trigger id="mx-strike-source">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="rrp_price_list">A price list of recommended retail prices</Select.Item>
            <Select.Item value="sale_original_price">The regular price during a sale (not an RRP)</Select.Item>
          </Select.Content>
        </Select>
      </div>
      {source === "rrp_price_list" && (
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-rrp-list">Price list with the RRPs</Label>
          <Select value={list} onValueChange={setList}>
            <Select.Trigger id="mx-rrp-list">
              <Select.Value placeholder={choices.isLoading ? "Loading…" : "Choose a price list"} />
            </Select.Trigger>
            <Select.Content>
              {(choices.data?.priceLists ?? []).map((l) => (
                <Select.Item key={l.id} value={l.id}>{`${l.title} (${l.status})`}</Select.Item>
              ))}
            </Select.Content>
          </Select>
          {!list && (
            <Text size="xsmall" className="text-ui-fg-subtle">
              No list chosen: no strike prices are sent.
            </Text>
          )}
        </div>
      )}
      {source === "sale_original_price" && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          While a sale price list is active, the price before the sale is sent as the UVP. Use this only where that price is the RRP.
        </Text>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="small" isLoading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}
