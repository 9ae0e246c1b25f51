import type { ExchangeClient } from "../../../../client"
import type { ConnectionCredentials } from "../../../../modules/marketplace-exchange/types"
import { ConnectionFailure, connectionFailureOf } from "./connection-problem"
import { LIVE_DEADLINE_MS, withinDeadline } from "./deadline"
import { coded } from "../../../../messages"

export type ConnectionCheck =
  | ({ ok: true; latency_ms: number } & { problem?: undefined; message?: undefined; words?: undefined })
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
    const { code, params, message } = coded("connection.no_answer_at", {
      setting: "base_url",
      address: credentials.baseUrl,
      seconds: Math.round(LIVE_DEADLINE_MS / 1000),
    })
    return { ok: false, latency_ms: answer.latencyMs, problem: "no_answer", message, words: { code, params } }
  }
  return { ok: false, latency_ms: answer.latencyMs, ...connectionFailureOf(answer.error, credentials) }
}
