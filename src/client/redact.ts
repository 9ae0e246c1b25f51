/**
 * The forms a secret takes when a server quotes it back: as it is, JSON-escaped, URL-encoded
 * (also with `+` for spaces), and base64 (padded, unpadded, URL-safe).
 */
export function secretForms(secret: string): string[] {
  const base64 = Buffer.from(secret, "utf8").toString("base64")
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%20/g, "+"),
    base64,
    base64.replace(/=+$/, ""),
    base64.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"),
  ]
  return [...new Set(forms)].filter((form) => form.length >= 3)
}

/**
 * Keeps credentials out of everything the client says: error messages, log lines and the
 * request data attached to errors, in every form a server may quote them back.
 */
export class Redactor {
  private readonly secrets: string[] = []

  constructor(secrets: Array<string | undefined>) {
    for (const secret of secrets) this.add(secret)
  }

  /** Adds a value learnt later, such as a session cookie. */
  add(secret: string | undefined): void {
    if (!secret || secret.length < 3) return
    for (const form of secretForms(secret)) if (!this.secrets.includes(form)) this.secrets.push(form)
    // Longest first, so a secret that contains another is replaced whole.
    this.secrets.sort((a, b) => b.length - a.length)
  }

  text(value: string): string {
    let out = value
    for (const secret of this.secrets) out = out.split(secret).join("[redacted]")
    return out.replace(/(\.ASPXAUTH=)[^;\s]+/gi, "$1[redacted]")
  }
}
