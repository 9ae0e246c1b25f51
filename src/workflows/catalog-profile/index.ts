export * from "./workflows/set-catalog-profile"
