/**
 * The sandbox's clock: real time plus an offset tests can advance (`POST /_sandbox/clock`), so
 * that a 20-minute session expiry (spec 5.1 rule 5) can be crossed in a test.
 */
export class SandboxClock {
  private offsetMs = 0

  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }

  advance(seconds: number): Date {
    this.offsetMs += seconds * 1000
    return this.now()
  }

  reset(): void {
    this.offsetMs = 0
  }
}
