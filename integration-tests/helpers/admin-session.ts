import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { DEV_ADMIN, ensureAdminUser } from "../../dev/admin-user"

/** Logs in as an admin through the real auth route and returns the request headers. */
export async function adminHeaders(container: MedusaContainer, api: AxiosInstance) {
  await ensureAdminUser(container, DEV_ADMIN)
  const { data } = await api.post("/auth/user/emailpass", DEV_ADMIN)
  return { headers: { authorization: `Bearer ${data.token}` } }
}

/** The response of a request expected to fail (axios rejects non-2xx), for asserting on it. */
/** A refusal's body: the English message, and its code and parameters for the admin's language. */
export type RefusalBody = { message: string; type?: string; words?: { code: string; params: Record<string, unknown> } } & Record<
  string,
  any
>

export async function failedResponse(request: Promise<unknown>): Promise<{ status: number; data: RefusalBody }> {
  try {
    await request
  } catch (error) {
    const response = (error as { response?: { status: number; data: { message: string; type?: string } } }).response
    if (response) return response
    throw error
  }
  throw new Error("The request was expected to fail, and succeeded")
}
