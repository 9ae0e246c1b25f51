/** The product_sync table (models/product-sync-state.ts): a row per account and product. */
export const SYNC_TABLE = "marketplace_exchange_product_sync"

/** A50: a product the service lost keeps its remote id for the merchant, but no listing check asks it. */
export const NOT_GONE = "and status <> 'gone_at_service'"
