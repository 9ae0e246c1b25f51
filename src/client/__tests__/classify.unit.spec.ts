import { atomCodec, jsonCodec } from "../../protocol/codec"
import { classifyFailure } from "../../queue/classify-failure"
import { classifyResponse } from "../classify"
import { Redactor } from "../redact"

const request = { method: "PUT", path: "Products(1001L)/Title" }
const answer = (status: number, body: string) => classifyResponse({ status, headers: {}, body }, jsonCodec, request, new Redactor([]))
const messages = (code: string) =>
  JSON.stringify({
    Messages: [{ Code: code, Severity: 2, Message: "Refused.", Description: null, UserHelpLink: null, DeveloperHelpLink: null }],
  })

describe("classifyResponse: the session's failures against one request's refusal (A48)", () => {
  it("a 403 without the session's codes refuses that request: a refusal the queue holds, named with its path", () => {
    const error = answer(403, messages("4711"))
    expect(error).toMatchObject({ kind: "validation", status: 403, code: "4711", request })
    expect(error.message).toContain("PUT Products(1001L)/Title answered 403")
    expect(classifyFailure(error)).toBe("refused")
    // A bare 403 (IIS, no body of the service's) too.
    expect(answer(403, "")).toMatchObject({ kind: "validation", status: 403 })
  })

  it("401, or one of the codes 1001 to 1004 with any status, is the session's or the credentials'", () => {
    expect(answer(401, "")).toMatchObject({ kind: "auth", status: 401 })
    for (const code of ["1001", "1002", "1003", "1004"]) {
      expect(answer(403, messages(code))).toMatchObject({ kind: "auth", status: 403, code })
      expect(answer(400, messages(code))).toMatchObject({ kind: "auth", code })
    }
    const atom = atomCodec.encodeODataError("1004", "Session expired")
    expect(classifyResponse({ status: 403, headers: {}, body: atom }, atomCodec, request, new Redactor([]))).toMatchObject({ kind: "auth" })
    expect(classifyFailure(answer(403, messages("1001")))).toBe("setup")
  })
})
