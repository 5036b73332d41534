import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// After the list, the slowest tests against their own timeouts: a test past half
// of its timeout on a quiet machine fails on a busy one (every test should stay
// within 50 %).
const SHOWN = 8;

export default class TimingReporter implements Reporter {
  private readonly rows: { title: string; ms: number; timeout: number }[] = [];
  /** Each spec's time, retries included: where the suite's minutes go. */
  private readonly files = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped" || test.timeout === 0) return;
    const file = test.location.file.split("/").pop() ?? "";
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
    this.rows.push({
      title: `${test.location.file.split("/").pop()} › ${test.title}`,
      ms: result.duration,
      timeout: test.timeout,
    });
  }

  onEnd(_result: FullResult) {
    const byFile = [...this.files].sort((a, b) => b[1] - a[1]);
    const total = byFile.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nSpecs by time (tests' durations added, ${Math.round(total / 1000)} s in all):`);
    for (const [file, ms] of byFile.slice(0, 2 * SHOWN)) {
      console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${file}`);
    }
    const byShare = [...this.rows].sort((a, b) => b.ms / b.timeout - a.ms / a.timeout);
    if (byShare.length === 0) return;
    console.log(`\nSlowest tests against their timeout:`);
    for (const row of byShare.slice(0, SHOWN)) {
      const share = Math.round((100 * row.ms) / row.timeout);
      console.log(
        `  ${String(share).padStart(3)} %  ${(row.ms / 1000).toFixed(1)} s / ${row.timeout / 1000} s  ${row.title}`,
      );
    }
  }
}
