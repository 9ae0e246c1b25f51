export * from "./workflows/delete-account-data"
