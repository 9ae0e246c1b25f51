import type { MessageTexts } from "../types"

/**
 * The plugin's settings as the merchant sees them under Settings → Marketplace exchange, for a
 * refusal's `setting` parameter (or the comma-separated `settings`): a refusal names the setting
 * by its key in the API, each reader gets its label in their language.
 */
export const SETTING_NAMES = {
  connection: { en: "Connection to the exchange service", de: "Verbindung zur Marktplatz-Schnittstelle" },
  base_url: { en: "Service address", de: "Adresse der Schnittstelle" },
  auth_url: { en: "Login address", de: "Anmeldeadresse" },
  user_name: { en: "User name", de: "Benutzername" },
  password: { en: "Password", de: "Passwort" },
  subscription_token: { en: "Subscription token", de: "Abonnement-Token" },
  sales_channel_id: { en: "Sales channel", de: "Vertriebskanal" },
  region_id: { en: "Prices from region", de: "Preise aus Region" },
  shipping_option_id: { en: "Shipping option for marketplace orders", de: "Versandoption für Marktplatz-Bestellungen" },
  stock_buffer: { en: "Stock held back per variant", de: "Zurückgehaltener Bestand pro Variante" },
  max_quantity: { en: "Most units offered per variant (0: no cap)", de: "Höchstens angebotene Stückzahl pro Variante (0: keine Grenze)" },
  name: { en: "Account name", de: "Name des Kontos" },
  marketplace_site: { en: "eBay site", de: "eBay-Website" },
  max_requests_in_flight: { en: "Requests to the service at once", de: "Gleichzeitige Anfragen an die Schnittstelle" },
  order_poll_seconds: { en: "Look for marketplace orders every (seconds)", de: "Nach Marktplatz-Bestellungen sehen alle (Sekunden)" },
  activity_retention_days: { en: "Keep the activity log for (days)", de: "Aktivitätsprotokoll aufbewahren (Tage)" },
  import_alert_minutes: {
    en: "Alert after the order import fails for (minutes)",
    de: "Melden, wenn der Bestellimport so lange fehlschlägt (Minuten)",
  },
  listing_check_hours: {
    en: "Check every listing at the marketplace at least every (hours)",
    de: "Angebote auf dem Marktplatz prüfen: mindestens alle (Stunden)",
  },
  listing_checks_per_minute: { en: "Listing checks per minute at most", de: "Höchstens so viele Angebotsprüfungen pro Minute" },
  import_orders_since: { en: "Import orders placed since", de: "Bestellungen übernehmen ab" },
  gpsr_display_confirmed_at: {
    en: "Checked on eBay: a listing shows the safety data",
    de: "Bei eBay geprüft: Ein Angebot zeigt die Produktsicherheitsangaben",
  },
  rrp_price_list_id: { en: "Price list with the RRPs", de: "Preisliste mit den UVPs" },
  carrier_map: { en: "Carriers", de: "Versanddienstleister" },
  price_rule: { en: "Marketplace price rule", de: "Preisregel für den Marktplatz" },
} as const satisfies Record<string, MessageTexts>

export type SettingName = keyof typeof SETTING_NAMES
