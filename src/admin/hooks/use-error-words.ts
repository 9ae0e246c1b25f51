import { useTranslation } from "react-i18next"
import { errorWords } from "../lib/message-words"

/** Says a failed request in the admin's language: for toasts and "could not load" lines. */
export function useErrorWords(): (error: unknown) => string {
  const { i18n } = useTranslation()
  return (error) => errorWords(error, i18n.language)
}
