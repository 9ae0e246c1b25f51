import { InvalidSettingError, normalizeServiceUrl, validateOptions } from "../connection-settings"

describe("normalizeServiceUrl", () => {
  it("keeps a host and drops a trailing slash", () => {
    expect(normalizeServiceUrl("https://api.example.com/", "base_url")).toBe("https://api.example.com")
    expect(normalizeServiceUrl(" http://localhost:4010 ", "base_url")).toBe("http://localhost:4010")
  })

  it("cuts a pasted data-API root back to the host, in either spelling", () => {
    expect(normalizeServiceUrl("https://api.example.com/PublicApi/v1/Api.svc/", "base_url")).toBe("https://api.example.com")
    expect(normalizeServiceUrl("https://x.test/prefix/publicapi/v1/api.svc", "base_url")).toBe("https://x.test/prefix")
  })

  it("cuts a pasted login address back to the auth host", () => {
    expect(normalizeServiceUrl("https://auth.example.com/Authentication_JSON_AppService.axd/Login", "auth_url")).toBe(
      "https://auth.example.com"
    )
  })

  it("refuses what is not an http(s) URL, naming the setting, with coded words for the admin's language", () => {
    expect(() => normalizeServiceUrl("not a url", "base_url")).toThrow(/^Service address: enter a complete http or https address/)
    expect(() => normalizeServiceUrl("ftp://x.test", "auth_url")).toThrow(
      /^Login address: the address must start with http or https, not ftp/
    )
    expect(() => normalizeServiceUrl("https://x.test/?a=1", "base_url")).toThrow(/query/)
    try {
      normalizeServiceUrl("ftp://x.test", "auth_url")
    } catch (error) {
      expect((error as InvalidSettingError).words).toEqual({
        code: "refusal.setting.url_scheme",
        params: { setting: "auth_url", scheme: "ftp" },
      })
    }
  })
})

describe("validateOptions", () => {
  it("normalises URLs and passes the rest through", () => {
    expect(validateOptions({ baseUrl: "https://a.test/", format: "atom", userName: "u" })).toEqual({
      baseUrl: "https://a.test",
      format: "atom",
      userName: "u",
    })
  })

  it("names the option that is wrong", () => {
    expect(() => validateOptions({ format: "xml" as never })).toThrow(/option format must be one of json, atom/)
    expect(() => validateOptions({ password: 42 as never })).toThrow(/option password must be a string/)
    expect(() => validateOptions({ requestTimeoutMs: 10 })).toThrow(
      /requestTimeoutMs must be a whole number of milliseconds from 1000 to 120000/
    )
    expect(() => validateOptions({ retryBackoffCapMs: 500 })).toThrow(
      /retryBackoffCapMs must be a whole number of milliseconds from 1000 to 3600000, not "500"/
    )
    expect(() => validateOptions({ retryBackoffCapMs: "soon" as never })).toThrow(/retryBackoffCapMs/)
  })

  it("takes numbers given as strings (from the environment)", () => {
    expect(validateOptions({ retryBackoffCapMs: "60000" as never, requestTimeoutMs: "5000" as never })).toEqual({
      retryBackoffCapMs: 60000,
      requestTimeoutMs: 5000,
    })
  })
})
