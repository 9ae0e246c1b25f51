export * from "./workflows/import-order"
export * from "./workflows/create-marketplace-order"
export * from "./workflows/reserve-marketplace-order-stock"
