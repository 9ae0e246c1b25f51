export * from "./workflows/write-back-order"
