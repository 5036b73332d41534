import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type Axe from "axe-core";

type Result = Axe.Result;

// axe runs inside the page, injected once per document: @axe-core/playwright's builder
// injects its 550 KB into the page at every call and opens a second page to finish each
// run (one rule on `/`: 1,2 s; this site has no frame it would need to reach), and a
// page checked in both themes paid it twice (ADR 053). The rules, the results and
// the tests' assertions are axe's own, unchanged.

/** WCAG 2.1 A and AA. */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

let source: string | undefined;

export type AxeCheck = {
  /** Rules of these tags only (axe's default rules when neither tags nor rules). */
  tags?: string[];
  /** These rules only. */
  rules?: string[];
  /** A CSS selector: only what it matches is checked. */
  include?: string;
  /** A CSS selector: what it matches is left out. */
  exclude?: string;
};

/** axe's violations on the page as it stands. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<Result[]> {
  source ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  const options: Axe.RunOptions = {
    resultTypes: ["violations"],
    ...(check.rules
      ? { runOnly: { type: "rule", values: check.rules } }
      : check.tags
        ? { runOnly: { type: "tag", values: check.tags } }
        : {}),
  };
  // Returned as JSON: axe's result types are too deep for Playwright's serialisable ones.
  const json = await page.evaluate(
    async ({ include, exclude, options }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const context =
        include || exclude
          ? { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] }
          : document;
      return JSON.stringify((await axe.run(context, options)).violations);
    },
    { include: check.include, exclude: check.exclude, options },
  );
  return JSON.parse(json) as Result[];
}

/** The violations of serious or critical impact. */
export function serious(violations: Result[]): Result[] {
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Each violation as « rule: where », the line a failing assertion shows. */
export function whereFound(violations: Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
