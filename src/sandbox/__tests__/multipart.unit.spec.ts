import {
  MultipartError,
  parseHttpRequest,
  parseHttpResponse,
  parseMediaType,
  splitMultipart,
  writeHttpResponse,
  writeBatchAnswer,
  writeMultipart,
} from "../http/multipart"

/**
 * The bytes the vendor's connector writes for a `$batch` of one changeset (V OData/Client.php:150-174,
 * V OData/Changeset.php:71-132, V OData/Request.php:163-222): no line break between a body-less
 * request's headers and the next delimiter but the one blank line, a JSON body followed by
 * `\n\r\r\n`, `Content-ID` among the request's own headers.
 */
const vendorBatch =
  "--batch_1\r\n" +
  "Content-Type: multipart/mixed; boundary=changeset_a\r\n" +
  "Content-Length: 999\r\n" +
  "\r\n" +
  "--changeset_a\r\n" +
  "Content-Type: application/http\r\n" +
  "Content-Transfer-Encoding: binary\r\n" +
  "\r\n" +
  "DELETE http://host/PublicApi/v1/Api.svc/ProductSpecifics(7L) HTTP/1.1\r\n" +
  "Accept: application/json\r\n" +
  "Content-ID: 1\r\n" +
  "\r\n" +
  "--changeset_a\r\n" +
  "Content-Type: application/http\r\n" +
  "Content-Transfer-Encoding: binary\r\n" +
  "\r\n" +
  "MERGE http://host/PublicApi/v1/Api.svc/ProductVariations(8L) HTTP/1.1\r\n" +
  "Accept: application/json\r\n" +
  "Content-Type: application/json\r\n" +
  "Content-Length: 18\r\n" +
  "Content-ID: 2\r\n" +
  "\r\n" +
  '{"StockAmount":0}\n\r\r\n' +
  "--changeset_a--\r\n" +
  "\r\n" +
  "--batch_1--\r\n"

describe("the $batch multipart reader and writer (A46)", () => {
  it("reads media types with their parameters, quoted or not", () => {
    expect(parseMediaType("multipart/mixed; boundary=batch_1")).toEqual({ type: "multipart/mixed", params: { boundary: "batch_1" } })
    expect(parseMediaType('Multipart/Mixed;Boundary="a;b \\"c\\""; charset=utf-8')).toEqual({
      type: "multipart/mixed",
      params: { boundary: 'a;b "c"', charset: "utf-8" },
    })
    expect(parseMediaType(undefined)).toBeUndefined()
    expect(parseMediaType("nonsense")).toBeUndefined()
  })

  it("reads the vendor's batch: a changeset of a DELETE without body and a MERGE with one", () => {
    const [changeset, ...more] = splitMultipart(vendorBatch, "batch_1")
    expect(more).toEqual([])
    expect(changeset.headers).toEqual({ "content-type": "multipart/mixed; boundary=changeset_a", "content-length": "999" })
    const requests = splitMultipart(changeset.body, "changeset_a")
    expect(requests.map((r) => r.headers)).toEqual([
      { "content-type": "application/http", "content-transfer-encoding": "binary" },
      { "content-type": "application/http", "content-transfer-encoding": "binary" },
    ])
    expect(parseHttpRequest(requests[0].body)).toEqual({
      method: "DELETE",
      uri: "http://host/PublicApi/v1/Api.svc/ProductSpecifics(7L)",
      headers: { accept: "application/json", "content-id": "1" },
      body: "",
    })
    const merge = parseHttpRequest(requests[1].body)
    expect(merge).toMatchObject({ method: "MERGE", uri: "http://host/PublicApi/v1/Api.svc/ProductVariations(8L)" })
    expect(merge.headers["content-id"]).toBe("2")
    expect(merge.body).toBe('{"StockAmount":0}\n\r')
  })

  it("reads bare LF line breaks, a preamble, an epilogue, empty parts and folded headers", () => {
    const text = "preamble\n--b\nX-One: 1\n  continued\n\nfirst\n--b\n\n--b--\nepilogue"
    expect(splitMultipart(text, "b")).toEqual([
      { headers: { "x-one": "1 continued" }, body: "first" },
      { headers: {}, body: "" },
    ])
    // A boundary that starts another one's name is not that one's delimiter.
    expect(splitMultipart("--b\r\n\r\n--bc\r\n--b--", "b")).toEqual([{ headers: {}, body: "--bc" }])
    expect(parseHttpRequest("\r\nget Catalogs(5L) HTTP/1.0")).toEqual({ method: "GET", uri: "Catalogs(5L)", headers: {}, body: "" })
  })

  it("names what it cannot read", () => {
    expect(() => splitMultipart("no delimiter here", "b")).toThrow(new MultipartError("no part begins with the delimiter --b"))
    expect(() => splitMultipart("--b\r\nX: 1\r\n\r\nbody", "b")).toThrow("the body does not end with the close delimiter --b--")
    expect(() => splitMultipart("--b\r\nnot a header\r\n\r\nbody\r\n--b--", "b")).toThrow(
      'part 1: cannot read the header line "not a header"'
    )
    expect(() => parseHttpRequest("DELETE Catalogs(5L)\r\n")).toThrow('the request line "DELETE Catalogs(5L)" is not <VERB> <URI> HTTP/1.1')
    expect(() => parseHttpResponse("200 OK")).toThrow("is not HTTP/1.1 <status> <reason>")
  })

  it("writes parts, responses and nested multiparts with CRLF, as WCF Data Services does, and reads them back", () => {
    const noContent = writeHttpResponse(204, [
      ["Cache-Control", "no-cache"],
      ["DataServiceVersion", "1.0;"],
    ])
    expect(noContent).toBe("HTTP/1.1 204 No Content\r\nCache-Control: no-cache\r\nDataServiceVersion: 1.0;\r\n\r\n")
    const error = writeHttpResponse(404, [["Content-Type", "application/json;charset=utf-8"]], '{"error":{}}')
    const http = [
      ["Content-Type", "application/http"],
      ["Content-Transfer-Encoding", "binary"],
    ] as Array<[string, string]>
    const changeset = writeMultipart("changesetresponse_x", [{ headers: http, body: noContent }])
    const batch = writeBatchAnswer("batchresponse_y", [
      { headers: [["Content-Type", "multipart/mixed; boundary=changesetresponse_x"]], body: changeset },
      { headers: http, body: error },
    ])
    expect(batch).toBe(
      "--batchresponse_y\r\n" +
        "Content-Type: multipart/mixed; boundary=changesetresponse_x\r\n" +
        "\r\n" +
        "--changesetresponse_x\r\n" +
        "Content-Type: application/http\r\n" +
        "Content-Transfer-Encoding: binary\r\n" +
        "\r\n" +
        "HTTP/1.1 204 No Content\r\n" +
        "Cache-Control: no-cache\r\n" +
        "DataServiceVersion: 1.0;\r\n" +
        "\r\n" +
        "\r\n" +
        // The changeset's close delimiter, then at once the batch's next one: no blank line between.
        "--changesetresponse_x--\r\n" +
        "--batchresponse_y\r\n" +
        "Content-Type: application/http\r\n" +
        "Content-Transfer-Encoding: binary\r\n" +
        "\r\n" +
        "HTTP/1.1 404 Not Found\r\n" +
        "Content-Type: application/json;charset=utf-8\r\n" +
        "\r\n" +
        '{"error":{}}\r\n' +
        "--batchresponse_y--\r\n"
    )
    const [first, second] = splitMultipart(batch, "batchresponse_y")
    const [inner] = splitMultipart(first.body, "changesetresponse_x")
    expect(parseHttpResponse(inner.body)).toEqual({
      status: 204,
      headers: { "cache-control": "no-cache", dataserviceversion: "1.0;" },
      body: "",
    })
    expect(parseHttpResponse(second.body)).toEqual({
      status: 404,
      headers: { "content-type": "application/json;charset=utf-8" },
      body: '{"error":{}}',
    })
  })
})
