/**
 * `npm run lint`: Medusa's recommended rules (@medusajs/eslint-plugin) on the plugin's source,
 * scoped as Medusa scopes them, and on every file of src, integration-tests, bench and dev a
 * line limit of 140 characters, Prettier's width, which Prettier alone does not hold for
 * comments and strings; and the module's boundary (no import of its lib/ from outside).
 * Formatting itself is Prettier's (.prettierrc.json), checked in the same script. Zero
 * warnings: `--max-warnings 0`.
 */
const medusa = require("@medusajs/eslint-plugin")
const tsParser = require("@typescript-eslint/parser")

// Medusa's presets leave tests, fixtures and tooling out (their conventions are for app code), and
// so do we with the layers that do not run inside Medusa: the wire protocol, the client and the
// sandbox import nothing of Medusa's (README, Architecture), so MedusaError is not theirs to throw.
const NOT_APP_CODE = [
  "integration-tests/**",
  "bench/**",
  "dev/**",
  "**/__tests__/**",
  "**/*.spec.*",
  "src/protocol/**",
  "src/client/**",
  "src/sandbox/**",
]
const isGlobalIgnores = (block) => Object.keys(block).length === 1 && Array.isArray(block.ignores)

// The module's surface is its index.ts, service.ts and types.ts: its lib/ and the service's layers
// (service/) are its own, so code outside it never reaches past its methods. The queue (src/queue/)
// is the one room outside the module that holds a layer of it: the task table's methods.
const MODULE_INSIDE = {
  group: ["**/modules/marketplace-exchange/lib", "**/modules/marketplace-exchange/lib/*", "**/modules/marketplace-exchange/service/*"],
  message: "Outside the module, use its service's methods or modules/marketplace-exchange/types (index.ts for the module and WORKER_ID).",
}
// Work reaches the queue through its enqueue, which wakes the runner: nobody outside the queue wakes it by hand.
const QUEUE_WAKE = {
  group: ["**/queue/drain"],
  importNames: ["scheduleDrain", "drainSoon"],
  message: "Queue work with queue/enqueue.ts (enqueue wakes the runner itself).",
}
// The admin is bundled for the browser: of the module only types.ts, which imports no Node code.
const MODULE_IN_ADMIN = {
  regex: "modules/marketplace-exchange(/index|/service)?$",
  message: "The admin is bundled for the browser: import the module's types.ts (types and pure constants) only.",
}

module.exports = [
  // Migrations are kept as `medusa plugin:db:generate` writes them.
  { ignores: ["node_modules/**", ".medusa/**", ".data/**", "coverage/**", "docs/**", "src/modules/marketplace-exchange/migrations/**"] },
  ...medusa.configs.recommended
    .filter((block) => !isGlobalIgnores(block))
    .map((block) => (block.rules ? { ...block, ignores: [...(block.ignores ?? []), ...NOT_APP_CODE] } : block)),
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: { "max-len": ["warn", { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["src/modules/marketplace-exchange/**", "src/queue/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [MODULE_INSIDE] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/modules/marketplace-exchange/**",
      "src/queue/**",
      "src/subscribers/marketplace-exchange-queue-ready.ts",
      "src/admin/**",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [MODULE_INSIDE, QUEUE_WAKE] }] },
  },
  { files: ["src/admin/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [MODULE_INSIDE, MODULE_IN_ADMIN] }] } },
]
