import { randomBytes } from "crypto"
import { SESSION_LIFETIME_SECONDS } from "../protocol/schema"
import type { SandboxClock } from "./clock"

/** Session cookies issued by the login (spec 5.1), valid 20 minutes on the sandbox clock. */
export class SessionRegistry {
  private readonly sessions = new Map<string, number>()

  constructor(private readonly clock: SandboxClock) {}

  issue(): string {
    const value = randomBytes(24).toString("hex").toUpperCase()
    this.sessions.set(value, this.clock.now().getTime() + SESSION_LIFETIME_SECONDS * 1000)
    return value
  }

  isValid(value: string | undefined): boolean {
    if (!value) return false
    const expires = this.sessions.get(value)
    if (expires === undefined) return false
    if (this.clock.now().getTime() >= expires) {
      this.sessions.delete(value)
      return false
    }
    return true
  }

  clear(): void {
    this.sessions.clear()
  }
}
