/** Stops the browser tests' store (its whole process group: store, sandbox) and the database. */
module.exports = async function globalTeardown() {
  const { store, database } = globalThis.__MX_BROWSER__ ?? {}
  if (store && store.exitCode === null) {
    const exited = new Promise((resolve) => store.once("exit", resolve))
    try {
      process.kill(-store.pid, "SIGTERM")
    } catch {
      store.kill("SIGTERM")
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))])
  }
  await database?.stop()
}
