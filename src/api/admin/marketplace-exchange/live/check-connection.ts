import type { ExchangeClient } from "../../../../client"
import type { ConnectionCredentials } from "../../../../modules/marketplace-exchange/types"
import { ConnectionFailure, connectionFailureOf } from "./connection-problem"
import { withinDeadline } from "./deadline"

export type ConnectionCheck =
  | ({ ok: true; latency_ms: number } & { problem?: undefined; message?: undefined })
  | ({ ok: false; latency_ms: number } & ConnectionFailure)

/**
 * One connection check (a login and a read, ExchangeClient.ping) settled within the live
 * deadline: the time it took, or which part failed in the merchant's words.
 */
export async function checkConnection(
  client: ExchangeClient,
  credentials: Pick<ConnectionCredentials, "baseUrl" | "authUrl">,
  options: { reuseSession?: boolean } = {}
): Promise<ConnectionCheck> {
  const answer = await withinDeadline(() => client.ping(options))
  if (answer.ok) return { ok: true, latency_ms: answer.value.latencyMs }
  if (answer.timedOut) {
    return {
      ok: false,
      latency_ms: answer.latencyMs,
      problem: "no_answer",
      message: `The exchange service at ${credentials.baseUrl} gave no answer within 5 s.`,
    }
  }
  return { ok: false, latency_ms: answer.latencyMs, ...connectionFailureOf(answer.error, credentials) }
}
