import { allowsResponseVersion, type ResponseVersion, responseVersionHeaders } from "../../protocol/schema"
import { badRequest } from "./errors"

/**
 * How the sandbox writes answers that hold a collection (A21):
 * - `wcf`, as WCF Data Services writes them under the spec's 1.0: a feed is a bare array under
 *   `d`; only a page with a next link is a 2.0 answer (`d.results`, `d.__next`, its own header);
 * - `v2`, every such answer in the 2.0 form where the request allows 2.0: a service that answers
 *   2.0 by default, so the client's reading of that form is tested end to end as well.
 */
export type FeedForm = "wcf" | "v2"
export const FEED_FORMS: readonly FeedForm[] = ["wcf", "v2"]

/**
 * The version of an answer that holds a collection, and its header. A 2.0 answer the request's
 * `MaxDataServiceVersion` does not allow is a 400, as WCF Data Services refuses it; in `v2` form
 * an answer that needs no 2.0 falls back to 1.0 for such a request.
 */
export function collectionAnswerVersion(
  form: FeedForm,
  maxDataServiceVersion: string | string[] | undefined,
  needs: { nextLink: boolean }
): { version: ResponseVersion; headers?: Record<string, string> } {
  const max = Array.isArray(maxDataServiceVersion) ? maxDataServiceVersion[0] : maxDataServiceVersion
  const allows2 = allowsResponseVersion(max, "2.0")
  if (needs.nextLink && !allows2)
    throw badRequest(
      `The response requires version 2.0 of the protocol (a page with a next link), but the request's MaxDataServiceVersion is ${max}.`
    )
  if (!needs.nextLink && (form === "wcf" || !allows2)) return { version: "1.0" }
  return { version: "2.0", headers: responseVersionHeaders("2.0") }
}
