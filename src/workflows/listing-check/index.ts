export * from "./workflows/check-listings"
export * from "./workflows/request-listing-checks"
export * from "./workflows/check-listing-after-push"
