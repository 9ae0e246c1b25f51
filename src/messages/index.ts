export { CATALOG, FIELD_NAMES, type FieldName, type MessageCode, type ParamsOf, type SettingName } from "./catalog"
export { coded, codedMessage, spoken, fixFieldOf, languageOf, renderFix, renderMessage } from "./render"
export type { CodedMessage, Language, MoneyParam, ParamValue } from "./types"
export { idsParam } from "./ids"
