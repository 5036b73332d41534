import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/vitest-timing-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "content/**/*.test.ts"],
          environment: "node",
          // Pure logic takes milliseconds; the margin is for a machine ten times busier
          // than a quiet one. Slow-by-nature files set their own (PDF, lint, Markdown).
          testTimeout: 15_000,
          // Vitest's default on two cores is one worker, and its main process idles:
          // pure logic keeps two busy.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Migrated once for the run; each file gets its own copy (setup.ts), so
          // files run side by side.
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          // A database per file and PDFs drawn: on a busy machine (load 20, two cores)
          // a test of a few seconds takes ten times as long; a hang still fails.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
