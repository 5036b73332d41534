import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One-way imports (README, « Where things live »): lib → components → features → routes.
const boundaries = [
  {
    target: "./app/lib",
    from: ["./app/components", "./app/features", "./app/routes"],
    message: "app/lib is the bottom layer: it imports no component, feature or route.",
  },
  {
    target: "./app/components",
    from: ["./app/features", "./app/routes"],
    message: "Components do not import features or routes.",
  },
  {
    target: "./app/features",
    from: ["./app/routes"],
    message: "Features do not import routes.",
  },
  {
    target: "./content",
    from: ["./app/components", "./app/features", "./app/routes"],
    message: "Content is data: it imports no UI.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    rules: {
      // French typography puts non-breaking spaces before : ; ! ? and inside « ».
      "no-irregular-whitespace": [
        "error",
        { skipStrings: true, skipTemplates: true, skipJSXText: true },
      ],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../*", "../../*"], message: "Import across folders with #app/…" }],
        },
      ],
    },
  },
  { files: ["app/lib/zod.ts"], rules: { "no-restricted-imports": "off" } },
  {
    // Server entry points and tests may reach the repo root config.
    files: ["server/**", "tests/**", "scripts/**", "*.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
