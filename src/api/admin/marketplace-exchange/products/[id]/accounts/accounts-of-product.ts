import { FIRST_ACCOUNT_ID } from "../../../../../../modules/marketplace-exchange/types"

/** What the product box needs of an account to decide whether to show its section. */
export interface AccountOfStore {
  id: string
  sales_channel_id: string | null
}

/**
 * The accounts a product concerns, in the accounts' order: those whose sales channel holds it,
 * then those that keep a record of it although their channel no longer does (the sync still
 * ends or forgets that listing), and the first account while it has no channel (the sync tells it
 * that a channel is missing, as a store with one account always saw). Another account without a
 * channel has no work and no section. `in_channel` tells the two first kinds apart.
 */
export function accountsOfProduct<A extends AccountOfStore>(
  accounts: readonly A[],
  productChannels: ReadonlySet<string>,
  recordedBy: ReadonlySet<string>
): Array<A & { in_channel: boolean }> {
  return accounts.flatMap((account) => {
    const inChannel = Boolean(account.sales_channel_id && productChannels.has(account.sales_channel_id))
    const concerned = inChannel || recordedBy.has(account.id) || (!account.sales_channel_id && account.id === FIRST_ACCOUNT_ID)
    return concerned ? [{ ...account, in_channel: inChannel }] : []
  })
}
