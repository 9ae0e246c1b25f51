export * from "./workflows/import-order"
export * from "./store/create-marketplace-order"
export * from "./store/reserve-marketplace-order-stock"
// What another flow (the account reset) runs of the import: "Import orders now", and how far one poll reads.
export { importNowOrStatus, type ImportNowAnswer } from "./run/import-now"
export { DEFAULT_IMPORT_LIMITS } from "./run/find-order-work"
