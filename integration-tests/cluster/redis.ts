import { ChildProcess, spawn, spawnSync } from "child_process"
import net from "net"
import { freePort } from "../helpers/store-process"

/**
 * Redis for the cluster test: the one REDIS_URL names (default the machine's, 127.0.0.1:6379),
 * or, where none answers, a `redis-server` started here on a free port (Debian's package;
 * `.ci/run` installs it). The test keeps to one logical database of it, emptied first, so a
 * killed earlier run leaves no jobs behind and nothing else on that Redis is touched.
 */
export const CLUSTER_REDIS_DB = 13

export interface ClusterRedis {
  /** The URL the store's processes get, with the test's database. */
  url: string
  stop(): Promise<void>
}

/** Sends RESP commands and answers the replies as text; rejects on an error reply or no answer. */
function redisCommands(host: string, port: number, commands: string[][], timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port })
    let reply = ""
    const fail = (error: Error) => {
      socket.destroy()
      reject(error)
    }
    socket.setTimeout(timeoutMs, () => fail(new Error(`Redis at ${host}:${port} did not answer within ${timeoutMs} ms`)))
    socket.once("error", fail)
    socket.on("data", (chunk) => {
      reply += chunk.toString()
      if (reply.startsWith("-") || reply.includes("\r\n-")) return fail(new Error(`Redis answered: ${reply.trim()}`))
      if (reply.split("\r\n").length - 1 >= commands.length) {
        socket.end()
        resolve(reply)
      }
    })
    socket.write(commands.map((args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`).join(""))
  })
}

// An answer of any kind (also NOAUTH) means a Redis listens there.
const answers = (host: string, port: number) =>
  redisCommands(host, port, [["PING"]]).then(
    () => true,
    (error: Error) => error.message.startsWith("Redis answered")
  )

/** A Redis for the cluster, its test database emptied. */
/** Stops a redis-server this test started; at once when it already ended (by exit or signal). */
async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once("exit", resolve))
  server.kill("SIGTERM")
  await exited
}

export async function clusterRedis(log: (line: string) => void): Promise<ClusterRedis> {
  const configured = new URL(process.env.REDIS_URL || "redis://127.0.0.1:6379")
  let host = configured.hostname
  let port = Number(configured.port || 6379)
  let server: ChildProcess | undefined
  try {
    if (!(await answers(host, port))) {
      if (spawnSync("redis-server", ["--version"]).status !== 0) {
        throw new Error(
          `No Redis answers at ${configured.host} and redis-server is not installed: ` +
            "set REDIS_URL, or install it (apt-get install redis-server)."
        )
      }
      host = "127.0.0.1"
      port = await freePort()
      server = spawn("redis-server", ["--port", String(port), "--bind", host, "--save", "", "--appendonly", "no"], { stdio: "ignore" })
      server.once("error", (error) => log(`redis-server could not start: ${error.message}`))
      const deadline = Date.now() + 10_000
      while (!(await answers(host, port))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      log(`Started redis-server on port ${port} (none answered at ${configured.host}).`)
    }
    const password = server ? "" : decodeURIComponent(configured.password)
    const user = server ? "" : decodeURIComponent(configured.username)
    const login = password ? [user ? ["AUTH", user, password] : ["AUTH", password]] : []
    await redisCommands(host, port, [...login, ["SELECT", String(CLUSTER_REDIS_DB)], ["FLUSHDB"]])
    const auth = password ? `${configured.username}:${configured.password}@` : ""
    return { url: `redis://${auth}${host}:${port}/${CLUSTER_REDIS_DB}`, stop: () => stopServer(server) }
  } catch (error) {
    await stopServer(server)
    throw error
  }
}
