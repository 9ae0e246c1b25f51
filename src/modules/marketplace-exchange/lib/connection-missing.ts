import type { ConnectionSettingsView } from "./connection-settings"

/** The connection fields the merchant still has to enter, by the form's field names (the admin words them). */
export function missingConnectionFieldKeys(view: ConnectionSettingsView): ConnectionField[] {
  const missing: ConnectionField[] = []
  if (!view.base_url) missing.push("base_url")
  if (!view.auth_url) missing.push("auth_url")
  if (!view.user_name) missing.push("user_name")
  if (!view.password_set) missing.push("password")
  if (!view.subscription_token_set) missing.push("subscription_token")
  return missing
}

export type ConnectionField = "base_url" | "auth_url" | "user_name" | "password" | "subscription_token"
