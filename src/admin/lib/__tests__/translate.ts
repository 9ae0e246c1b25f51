import i18next, { type TFunction } from "i18next"
import translations from "../../i18n"

/**
 * The `t` of an i18next instance set up as Medusa's dashboard sets up its own (our resources in
 * the "translation" namespace, English as fallback, no escaping): the plugin's words in a language.
 */
export function translator(language: "en" | "de"): TFunction {
  const instance = i18next.createInstance()
  void instance.init({
    resources: translations,
    lng: language,
    fallbackLng: "en",
    fallbackNS: "translation",
    interpolation: { escapeValue: false },
    initImmediate: false,
  })
  return instance.t
}
