import { loginUserName } from "../auth"

describe("loginUserName (A60: a login names its account)", () => {
  it("reads the userName of the login body", () => {
    expect(loginUserName(JSON.stringify({ userName: "shop-b", password: "pw", createPersistentCookie: false }))).toBe("shop-b")
  })

  it.each(["", "not json", "[]", "null", '{"userName": 5}', '{"user": "shop-b"}'])("is undefined for %j", (text) => {
    expect(loginUserName(text)).toBeUndefined()
  })
})
