import type { TFunction } from "i18next"
import type { Listing } from "../hooks/use-listings"
import { formatMoney } from "../lib/format"
import { compareMoney } from "../../workflows/shared/money"

/** Variations shown in a row; the product's box has all of them. */
const VARIATIONS_SHOWN = 3

/** The store's price beside the price sent, where the price rule (or a change not sent yet) makes them differ. */
function StorePrice({ sent, store, t, language }: { sent: string | null; store: string | null; t: TFunction; language: string }) {
  if (store === null || (sent !== null && compareMoney(sent, store) === 0)) return null
  return (
    <span className="text-ui-fg-subtle" data-testid="listing-store-price">
      {" · "}
      {t("marketplaceExchange.listings.storePrice", { price: formatMoney(store, null, language) })}
    </span>
  )
}

/** Stock and price as last sent: per variation (the first few), or the product's own; the store's price beside it. */
export function StockCell({ row, t, language }: { row: Listing; t: TFunction; language: string }) {
  if (!row.variations.length && row.stock === null) return <span className="text-ui-fg-muted">—</span>
  if (!row.variations.length)
    return (
      <span className="whitespace-nowrap">
        {t("marketplaceExchange.listings.stockAt", { stock: row.stock, price: formatMoney(row.price, null, language) })}
        <StorePrice sent={row.price} store={row.store_price} t={t} language={language} />
      </span>
    )
  return (
    <div className="flex flex-col py-1">
      {row.variations.slice(0, VARIATIONS_SHOWN).map((v) => (
        <span key={v.variant_id} className="whitespace-nowrap">
          {v.sku ?? v.remote_id}:{" "}
          {t("marketplaceExchange.listings.stockAt", { stock: v.stock, price: formatMoney(v.price, null, language) })}
          <StorePrice sent={v.price} store={v.store_price} t={t} language={language} />
        </span>
      ))}
      {row.variations.length > VARIATIONS_SHOWN && (
        <span className="text-ui-fg-subtle">
          {t("marketplaceExchange.listings.moreVariations", { count: row.variations.length - VARIATIONS_SHOWN })}
        </span>
      )}
    </div>
  )
}
