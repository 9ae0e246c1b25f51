export * from "./workflows/sync-product"
export * from "./workflows/retry-product-sync"
export * from "./workflows/set-marketplace-category"
export * from "./workflows/set-marketplace-fields"
