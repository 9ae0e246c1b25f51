export * from "./workflows/end-listings"
export * from "./workflows/retry-listings"
export * from "./workflows/set-listing-categories"
export * from "./workflows/sync-listings"
