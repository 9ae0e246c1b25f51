/**
 * The first account's id: the row every store had while it held one account. Its id stays, so
 * what names it (records, old API calls without an account) keeps meaning it. Pure, so the
 * admin's bundle (types.ts) and the flows share it.
 */
export const FIRST_ACCOUNT_ID = "mxcon_default"
