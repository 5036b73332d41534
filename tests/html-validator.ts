// The W3C Nu HTML validator (vnu-jar from npm, on the machine's Java 17+), on
// many pages in one Java start. Used by the browser tests and `npm run audit:web`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

type VnuMessage = {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * One short run, not a long-lived service: the client compiler only and the serial
 * collector halve the validator's CPU on one page (user time 2,7 → 1,3 s on a quiet
 * machine, 3,3–3,8 → 1,5–1,9 s on a busy one); the client compiler's frames are larger,
 * so the stack is 8 MB (1 MB overflowed once in four runs).
 */
const JAVA_FLAGS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** Errors (not warnings) per page, keyed like the input: `{ "/contact": ["ligne 12 : …"] }`. */
export function validateHtml(pages: Map<string, string>): Map<string, string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  let i = 0;
  for (const [name, html] of pages) {
    const file = path.join(dir, `page-${i++}.html`);
    writeFileSync(file, html);
    files.set(file, name);
  }
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  let output: string;
  try {
    output = execFileSync(
      "java",
      [
        ...JAVA_FLAGS,
        "-jar",
        jar,
        "--format",
        "json",
        "--stdout",
        "--errors-only",
        ...files.keys(),
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    const e = error as { stdout?: string; code?: string };
    if (e.code === "ENOENT") {
      throw new Error("Java est introuvable : apt-get install -y default-jre-headless");
    }
    // vnu exits with 1 when it finds errors; the report is on stdout all the same.
    output = e.stdout ?? "";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = new Map<string, string[]>([...pages.keys()].map((name) => [name, []]));
  for (const m of messages) {
    if (m.type !== "error") continue;
    const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
    const name = files.get(file);
    const text = `ligne ${m.lastLine ?? "?"} : ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ""}`;
    if (name) errors.get(name)!.push(text);
    else throw new Error(`validateur W3C : ${text}`);
  }
  return errors;
}
