export * from "./constants"
export * from "./entity-sets"
export * from "./error-codes"
export * from "./operations"
