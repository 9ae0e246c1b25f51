import { LOGIN_PATH, SERVICE_PATH } from "../protocol/schema"

/** `url` without trailing slashes and without `suffix` at its end (any case). */
function withoutSuffix(url: string, suffix: string): string {
  const trimmed = url.trim().replace(/\/+$/, "")
  return trimmed.toLowerCase().endsWith(suffix.toLowerCase()) ? trimmed.slice(0, trimmed.length - suffix.length) : trimmed
}

/**
 * `{base_url}` of the spec from what a merchant may enter: the host, or the OData service root
 * (`…/PublicApi/v1/Api.svc`, any case, with or without a trailing slash). Liberal in what it
 * accepts; the client then always addresses `{base_url}/publicapi/v1/api.svc` (A1).
 */
export const serviceBase = (url: string): string => withoutSuffix(url, SERVICE_PATH)

/** `{auth_url}` of the spec: the host, or the login address itself. */
export const loginBase = (url: string): string => withoutSuffix(url, LOGIN_PATH)
