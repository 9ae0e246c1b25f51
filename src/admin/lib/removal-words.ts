import type { TFunction } from "i18next"
import type { RemovedAccountAnswer } from "../../api/admin/marketplace-exchange/accounts/accounts-answer"

/**
 * What a removal did, in the merchant's words: the account removed, its listings ended (how
 * many) or left at eBay, and how many of its records the store forgot (every table's together).
 */
export function removedAccountWords(answer: Pick<RemovedAccountAnswer, "listings" | "forgotten">, name: string, t: TFunction): string {
  const records = Object.values(answer.forgotten).reduce((sum, count) => sum + count, 0)
  return [
    t("marketplaceExchange.accounts.removed", { name }),
    answer.listings
      ? t("marketplaceExchange.accounts.removedEnded", { count: answer.listings.ended })
      : t("marketplaceExchange.accounts.removedLeft"),
    t("marketplaceExchange.accounts.removedForgotten", { count: records }),
  ].join(" ")
}
