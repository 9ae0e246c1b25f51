export { CATALOG, FIELD_NAMES, type FieldName, type MessageCode, type ParamsOf } from "./catalog"
export { coded, codedMessage, languageOf, renderFix, renderMessage } from "./render"
export type { CodedMessage, Language, MoneyParam, ParamValue } from "./types"
