import { execFileSync } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"
import { SANDBOX, STORE, until } from "./helpers"

/**
 * Stops the browser tests' store: the test sequencer (integration-tests/browser/sequencer.js)
 * runs this file after every other browser spec.
 */
jest.setTimeout(2 * 60 * 1000)

it("npm run demo exits and frees its ports when the store dies by a signal", async () => {
  const connects = (port: number, host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host)
      socket.once("connect", () => socket.end(() => resolve(true)))
      socket.once("error", () => resolve(false))
    })
  const listening = async (port: number) => (await connects(port, "127.0.0.1")) || (await connects(port, "::1"))
  const running = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  expect([await listening(STORE.port), await listening(SANDBOX.port)]).toEqual([true, true])
  const demoPid = Number(fs.readFileSync(path.join(__dirname, "../../.data/browser-demo.pid"), "utf8"))
  const children = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(demoPid)], { encoding: "utf8" })
  const develop = children.split("\n").find((line) => line.includes("develop"))
  expect(develop).toBeDefined()
  process.kill(Number(develop!.trim().split(/\s+/)[0]), "SIGKILL")
  await until(async () => !running(demoPid), { timeoutMs: 60_000, label: "the demo to exit" })
  await until(async () => !(await listening(STORE.port)) && !(await listening(SANDBOX.port)), {
    timeoutMs: 30_000,
    label: "the store's and the sandbox's ports to be free",
  })
})
