// Where a run's CPU goes, by kind of process: `.ci/run` starts it beside `npm test` and
// prints its table at the end. Every 5 s it reads each process's user + system time
// (/proc/<pid>/stat) and adds what it used since the last reading to its kind (read from
// its command line); the machine's own total comes from /proc/stat. A process that lives
// less than 5 s is counted by the machine's total only ("not seen"). Linux only.
import { readdirSync, readFileSync } from "node:fs";

const EVERY_MS = 5000;
const TICKS = 100; // USER_HZ on Linux

/** The kind of a process, from its command line; null for a kernel thread. */
function kindOf(cmd) {
  if (!cmd) return null;
  if (/chrom/.test(cmd)) return "Chromium";
  if (/vitest/.test(cmd)) return /--project[ =]unit/.test(cmd) ? "vitest (unit)" : "vitest";
  if (/scripts\/start\.mjs|build\/server/.test(cmd)) return "site servers (node)";
  if (/playwright/.test(cmd)) return "Playwright runner and workers";
  if (/react-router (build|typegen)|vite/.test(cmd)) return "builds (vite)";
  if (/\btsc\b|typescript/.test(cmd)) return "typecheck (tsc)";
  if (/eslint|prettier/.test(cmd)) return "lint (eslint, prettier)";
  if (/^postgres|postgres:/.test(cmd)) return "PostgreSQL";
  if (/java/.test(cmd)) return "HTML validator (java)";
  if (/^node|\/node /.test(cmd)) return "other node";
  return "other";
}

const seen = new Map(); // pid → { ticks, kind }
const byKind = new Map();
let kernel = 0;

function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return user + nice + system + irq + softirq;
}

function sample() {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      let entry = seen.get(pid);
      if (!entry) {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
        entry = { ticks: 0, kind: kindOf(cmd) };
        seen.set(pid, entry);
      }
      const used = ticks - entry.ticks;
      entry.ticks = ticks;
      if (entry.kind === null) kernel += used;
      else byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + used);
    } catch {
      // Gone between the listing and the reading.
    }
  }
}

const startedTicks = machineTicks();
const started = Date.now();
sample();
// What ran before the sampler started is not this run's.
byKind.clear();
kernel = 0;
const timer = setInterval(sample, EVERY_MS);

function report() {
  clearInterval(timer);
  sample();
  const total = machineTicks() - startedTicks;
  const counted = [...byKind.values()].reduce((a, b) => a + b, 0) + kernel;
  const rows = [...byKind].sort((a, b) => b[1] - a[1]);
  rows.push(
    ["kernel threads", kernel],
    ["not seen (short-lived processes)", Math.max(0, total - counted)],
  );
  const minutes = (t) => (t / TICKS / 60).toFixed(1).padStart(6);
  console.log(
    `CPU by kind of process over ${Math.round((Date.now() - started) / 1000)} s: ${minutes(total).trim()} CPU-minutes in all`,
  );
  for (const [kind, ticks] of rows) {
    console.log(`  ${minutes(ticks)} min  ${Math.round((100 * ticks) / total)} %  ${kind}`);
  }
  process.exit(0);
}
process.on("SIGTERM", report);
process.on("SIGINT", report);
