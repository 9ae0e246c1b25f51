export * from "./workflows/check-listings"
export * from "./workflows/request-listing-checks"
