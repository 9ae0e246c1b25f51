/**
 * The plugin's admin translations (Medusa >= 2.11.1). Medusa's admin build finds this file
 * (src/admin/i18n/index.ts) and deep-merges its default export into the dashboard's i18next
 * resources, so the keys land in the dashboard's default namespace, "translation".
 *
 * Convention, for every admin file of this plugin:
 * - Every key starts with `marketplaceExchange.` (one object at the top of each JSON file), so
 *   nothing collides with Medusa's own keys or another plugin's. Group keys by screen or
 *   component: `marketplaceExchange.<area>.<name>`; shared words go in `marketplaceExchange.common`.
 * - Each key goes into BOTH json/en.json and json/de.json (German in the "Sie" form). The unit
 *   test i18n/__tests__/translations.unit.spec.ts fails on a key missing in either language, an
 *   empty value, different {{variables}} in en and de, or a key used in src/admin that is in neither.
 * - In a component: `const { t, i18n } = useTranslation()` from "react-i18next" (the dashboard's
 *   own instance), then `t("marketplaceExchange.area.name")` with the full key as a literal string,
 *   never built at run time (`t(\`...${x}\`)`); for a choice of keys keep a map of literal keys
 *   (see lib/words.ts) and call `t(map[value])`. Plain functions take `t` as a parameter
 *   (`TFunction` from "i18next"; see lib/outcome-words.ts).
 * - Interpolation: `"Connected in {{ms}} ms"` with `t(key, { ms })`; values are not escaped
 *   (React escapes). Counts that change a word use i18next plurals: `key_one` and `key_other` in
 *   both files, called as `t("marketplaceExchange.area.key", { count })`.
 * - Messages from the exchange service or from our API (errors, problem messages) are shown as
 *   they came: pass them in as a variable, never as a key.
 * - Dates and money: lib/format.ts (`formatDateTime`, `formatMoney`) with `i18n.language`.
 * - A route's sidebar label: `defineRouteConfig({ label: "marketplaceExchange.routes.x", translationNs: "translation" })`.
 */
import de from "./json/de.json"
import en from "./json/en.json"

export default {
  en: { translation: en },
  de: { translation: de },
}
