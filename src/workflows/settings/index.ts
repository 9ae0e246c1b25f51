export * from "./workflows/create-account"
export * from "./workflows/remove-account"
export * from "./workflows/save-settings"
