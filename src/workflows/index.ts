export * from "./sync-product-to-exchange"
