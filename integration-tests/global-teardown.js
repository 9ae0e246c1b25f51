module.exports = async function globalTeardown() {
  await globalThis.__MARKETPLACE_EXCHANGE_DATABASE__?.stop()
}
