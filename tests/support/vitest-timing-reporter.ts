import type { Reporter, TestCase, TestModule } from "vitest/node";

// After the run, the slowest tests and hooks against their own timeouts: a test past
// half of its timeout on a quiet machine fails on a busy one (every test should stay
// within 50 %). The same table as the browser suite's reporter.
const SHOWN = 8;

export default class VitestTimingReporter implements Reporter {
  private readonly rows: { title: string; ms: number; timeout: number }[] = [];

  onTestCaseResult(test: TestCase) {
    const diagnostic = test.diagnostic();
    const timeout = test.options.timeout ?? test.project.config.testTimeout;
    if (!diagnostic || !timeout || test.result().state === "skipped") return;
    this.rows.push({
      title: `${test.module.moduleId.split("/").pop()} › ${test.name}`,
      ms: diagnostic.duration,
      timeout,
    });
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>) {
    if (this.rows.length === 0) return;
    const byShare = [...this.rows].sort((a, b) => b.ms / b.timeout - a.ms / a.timeout);
    console.log(`\nSlowest tests against their timeout:`);
    for (const row of byShare.slice(0, SHOWN)) {
      const share = Math.round((100 * row.ms) / row.timeout);
      console.log(
        `  ${String(share).padStart(3)} %  ${(row.ms / 1000).toFixed(1)} s / ${row.timeout / 1000} s  ${row.title}`,
      );
    }
  }
}
