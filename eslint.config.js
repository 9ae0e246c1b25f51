/**
 * `npm run lint`: Medusa's recommended rules (@medusajs/eslint-plugin) on the plugin's source,
 * scoped as Medusa scopes them, and on every file of src, integration-tests, bench and dev a
 * line limit of 140 characters, Prettier's width, which Prettier alone does not hold for
 * comments and strings. Formatting itself is Prettier's (.prettierrc.json), checked in the same
 * script. Zero warnings: `--max-warnings 0`.
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
]
