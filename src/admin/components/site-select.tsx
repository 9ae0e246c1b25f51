import { Select } from "@medusajs/ui"
import { MARKETPLACE_SITES, type MarketplaceSite } from "../../modules/marketplace-exchange/types"
import { siteWords } from "../lib/chosen-account"

/** The eBay site an account sells on, chosen from those an account can have, each as eBay writes it. */
export function SiteSelect({ id, value, onChange }: { id: string; value: MarketplaceSite; onChange: (site: MarketplaceSite) => void }) {
  return (
    <Select value={value} onValueChange={(site) => onChange(site as MarketplaceSite)}>
      <Select.Trigger id={id}>
        <Select.Value />
      </Select.Trigger>
      <Select.Content>
        {MARKETPLACE_SITES.map((site) => (
          <Select.Item key={site} value={site}>
            {siteWords(site)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select>
  )
}
