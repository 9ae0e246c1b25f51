import { loginBase, serviceBase } from "../base-urls"

describe("serviceBase", () => {
  it.each([
    ["https://api.example.com", "https://api.example.com"],
    ["https://api.example.com/", "https://api.example.com"],
    ["https://api.example.com/PublicApi/v1/Api.svc", "https://api.example.com"],
    ["https://api.example.com/PublicApi/v1/Api.svc/", "https://api.example.com"],
    ["https://api.example.com/publicapi/v1/api.svc", "https://api.example.com"],
    ["https://api.example.com/PUBLICAPI/V1/API.SVC//", "https://api.example.com"],
    ["https://example.com/exchange/PublicApi/v1/Api.svc", "https://example.com/exchange"],
    [" https://api.example.com/ ", "https://api.example.com"],
  ])("takes %s as the base %s", (entered, base) => {
    expect(serviceBase(entered)).toBe(base)
  })

  it("leaves other paths alone", () => {
    expect(serviceBase("https://example.com/api")).toBe("https://example.com/api")
  })
})

describe("loginBase", () => {
  it("takes the host or the login address itself", () => {
    expect(loginBase("https://auth.example.com/")).toBe("https://auth.example.com")
    expect(loginBase("https://auth.example.com/Authentication_JSON_AppService.axd/Login")).toBe("https://auth.example.com")
    expect(loginBase("https://auth.example.com/authentication_json_appservice.axd/login/")).toBe("https://auth.example.com")
  })
})
