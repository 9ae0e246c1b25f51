import type { CatalogEntry } from "../types"

/**
 * What a connection check or a live read of the service found (api/.../live): which part of
 * the connection failed, or why the service could not say. `setting` names the address's setting
 * (setting-names.ts); `said` is an optional sentence (the service's own words, the network's cause).
 */
export const CONNECTION = {
  "connection.wrong_login": {
    params: ["address", "said"],
    en: "The user name or password is wrong: the login at {address} refused them. {said}",
    de: "Benutzername oder Passwort sind falsch: Die Anmeldung unter {address} hat sie abgelehnt. {said}",
  },
  "connection.identification_refused": {
    params: ["code", "said"],
    en: "The service refused the connector's identification (code {code}). {said}",
    de: "Die Schnittstelle hat die Kennung des Connectors abgelehnt (Code {code}). {said}",
  },
  "connection.wrong_token": {
    params: [],
    en:
      "The subscription token is wrong: the login worked, but the service refused the token. Copy the REST API token from your account " +
      "again.",
    de:
      "Der Abonnement-Token ist falsch: Die Anmeldung hat geklappt, aber die Schnittstelle hat den Token abgelehnt. Kopieren Sie den " +
      "REST-API-Token erneut aus Ihrem Konto.",
  },
  "connection.no_answer_at": {
    params: ["setting", "address", "seconds"],
    en: "{setting} {address}: it accepted the connection, but gave no answer within {seconds} s.",
    de: "{setting} {address}: Die Verbindung wurde angenommen, aber innerhalb von {seconds} s kam keine Antwort.",
  },
  "connection.service_error": {
    params: ["address", "status", "said"],
    en: "The service at {address} answers with an error ({status}): it may be down; try again later. {said}",
    de:
      "Die Schnittstelle unter {address} antwortet mit einem Fehler ({status}): Möglicherweise ist sie nicht verfügbar; versuchen Sie es " +
      "später erneut. {said}",
  },
  "connection.unreachable": {
    params: ["setting", "address", "said"],
    en: "{setting} {address}: nothing answers there; check the address. {said}",
    de: "{setting} {address}: Dort antwortet nichts; prüfen Sie die Adresse. {said}",
  },
  "connection.failed": {
    params: ["address", "detail"],
    en: "The service at {address} failed: {detail}",
    de: "Die Schnittstelle unter {address} ist fehlgeschlagen: {detail}",
  },
  "connection.slow_down": {
    params: ["address"],
    en: "The service at {address} asks to slow down; try again in a minute.",
    de: "Die Schnittstelle unter {address} bittet, langsamer zu senden; versuchen Sie es in einer Minute erneut.",
  },
  "connection.not_the_service": {
    params: ["setting", "address", "said"],
    en: "{setting} {address}: it answers, but not as the exchange service; check the address. {said}",
    de: "{setting} {address}: Dort antwortet etwas, aber nicht die Marktplatz-Schnittstelle; prüfen Sie die Adresse. {said}",
  },
  "connection.request_refused": {
    params: ["address", "status", "said"],
    en:
      "The service at {address} answered, but refused the check's request ({status}): the account may not be allowed it; the " +
      "service's support can say why. {said}",
    de:
      "Die Schnittstelle unter {address} antwortet, hat die Anfrage der Prüfung aber abgelehnt ({status}): Das Konto darf sie " +
      "möglicherweise nicht stellen; der Support der Schnittstelle kann den Grund nennen. {said}",
  },
  "connection.check_failed": {
    params: ["detail"],
    en: "The connection check failed: {detail}",
    de: "Die Verbindungsprüfung ist fehlgeschlagen: {detail}",
  },
  "connection.service_said": {
    params: ["detail"],
    en: "The service said: {detail}",
    de: "Die Schnittstelle meldete: {detail}",
  },
  "connection.cause": {
    params: ["cause"],
    en: "Cause: {cause}.",
    de: "Ursache: {cause}.",
  },
  "connection.answered_status": {
    params: ["status"],
    en: "It answered {status}.",
    de: "Die Antwort war {status}.",
  },
  "live.no_answer": {
    params: ["seconds"],
    en: "The exchange service gave no answer within {seconds} s.",
    de: "Die Marktplatz-Schnittstelle hat innerhalb von {seconds} s nicht geantwortet.",
  },
  "live.could_not_say": {
    params: ["detail"],
    en: "The service could not say: {detail}",
    de: "Die Schnittstelle konnte keine Auskunft geben: {detail}",
  },
  "live.order_gone": {
    params: [],
    en: "The exchange service no longer holds this order (its sales orders were emptied), so it has no history there.",
    de: "Die Marktplatz-Schnittstelle hat diese Bestellung nicht mehr (ihre Verkaufsaufträge wurden geleert), also keinen Verlauf dazu.",
  },
  "live.not_on_service": {
    params: [],
    en: "The product is not on the exchange service yet.",
    de: "Das Produkt ist noch nicht bei der Marktplatz-Schnittstelle.",
  },
} as const satisfies Record<string, CatalogEntry>
