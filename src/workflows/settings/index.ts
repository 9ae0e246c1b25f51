export * from "./workflows/create-account"
export * from "./workflows/save-settings"
