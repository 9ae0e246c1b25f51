import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { DEV_ADMIN, ensureAdminUser } from "../../dev/admin-user"

/** Logs in as an admin through the real auth route and returns the request headers. */
export async function adminHeaders(container: MedusaContainer, api: AxiosInstance) {
  await ensureAdminUser(container, DEV_ADMIN)
  const { data } = await api.post("/auth/user/emailpass", DEV_ADMIN)
  return { headers: { authorization: `Bearer ${data.token}` } }
}
