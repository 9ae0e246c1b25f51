export * from "./workflows/catch-up-channel-products"
export * from "./run/caught-up"
