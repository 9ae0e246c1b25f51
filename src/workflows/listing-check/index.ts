export * from "./workflows/check-listings"
