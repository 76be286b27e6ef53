import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      "bench/results/",
      "bench/lighthouse/results/",
      "scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // The dependency rule: domain/ is pure and imports nothing of ours.
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "domain/ imports nothing of ours." },
            {
              group: ["react", "react-*", "react-router*", "pg", "drizzle-orm*", "@electric-sql/*", "fastify*", "node:fs*", "node:net"],
              message: "domain/ stays free of IO and UI.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components present; data comes from route loaders, never straight from the server code.
    files: ["app/components/**/*.{ts,tsx}", "app/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "Components take data from route loaders." }] }],
    },
  },
  {
    // End-to-end tests wait for what they expect (a web-first assertion, a response, the page's clock), never for a
    // stretch of time: a sleep is either too short on a busy machine or longer than it needs to be.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message: "Wait for the state you expect (expect(locator).toHaveX, expect.poll, waitForResponse, page.clock), not for time to pass.",
        },
      ],
    },
  },
  {
    // React Router's request carries no body: a post is read once, through the request context's form().
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='request'][property.name=/^(formData|text|json|arrayBuffer|blob|body)$/]",
          message: "Read a post with ctx.form(): the page request has no body of its own.",
        },
      ],
    },
  },
);
