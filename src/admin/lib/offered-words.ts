import type { TFunction } from "i18next"
import type { OfferedAnswer } from "../../api/admin/marketplace-exchange/products/product-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"
import { siteWords } from "./chosen-account"

type OfferedVariant = Wire<OfferedAnswer>["variants"][number]

/**
 * How a variant's offered quantity comes about, as one sum in the merchant's language, e.g.
 * "30 in stock at Lager Berlin − 3 reserved − 2 kept back = 25, at most 10 offered on eBay.de".
 * Parts that are 0 are left out; the numbers are the server's (offeredQuantity), never summed here.
 */
export function offeredWords(variant: OfferedVariant, site: string, t: TFunction): string {
  const stock = !variant.managed
    ? t("marketplaceExchange.lanes.offered.notTracked", { units: variant.available })
    : variant.locations.length
      ? variant.locations
          .map(
            (l) =>
              t("marketplaceExchange.lanes.offered.inStockAt", { units: l.stocked, location: l.name }) +
              (l.reserved ? ` ${t("marketplaceExchange.lanes.offered.reserved", { units: l.reserved })}` : "")
          )
          .join(" + ")
      : t("marketplaceExchange.lanes.offered.noStock")
  const parts = [
    variant.per_unit > 1 ? `(${stock}) ${t("marketplaceExchange.lanes.offered.perUnit", { units: variant.per_unit })}` : stock,
    variant.kept_back ? t("marketplaceExchange.lanes.offered.keptBack", { units: variant.kept_back }) : null,
    variant.owed ? t("marketplaceExchange.lanes.offered.owed", { units: variant.owed }) : null,
    variant.at_most !== null
      ? t("marketplaceExchange.lanes.offered.offeredAtMost", { units: variant.sum, most: variant.at_most, site: siteWords(site) })
      : t("marketplaceExchange.lanes.offered.offered", { units: variant.offered, site: siteWords(site) }),
  ]
  return parts.filter(Boolean).join(" ")
}
