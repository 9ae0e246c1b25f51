export * from "./workflows/save-settings"
