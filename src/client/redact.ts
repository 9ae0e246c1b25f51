/**
 * Keeps credentials out of everything the client says: error messages, log lines and the
 * request data attached to errors.
 */
export class Redactor {
  private readonly secrets: string[]

  constructor(secrets: Array<string | undefined>) {
    // Longest first, so a secret that contains another is replaced whole.
    this.secrets = secrets.filter((s): s is string => Boolean(s && s.length >= 3)).sort((a, b) => b.length - a.length)
  }

  /** Adds a value learnt later, such as a session cookie. */
  add(secret: string | undefined): void {
    if (secret && secret.length >= 3 && !this.secrets.includes(secret)) {
      this.secrets.push(secret)
      this.secrets.sort((a, b) => b.length - a.length)
    }
  }

  text(value: string): string {
    let out = value
    for (const secret of this.secrets) out = out.split(secret).join("[redacted]")
    return out.replace(/(\.ASPXAUTH=)[^;\s]+/gi, "$1[redacted]")
  }
}
