// `npm test`: every level of tests, in two lanes, then a table of each stage's time:
// the checks (typecheck, lint, unit, integration) and the browser lane (build, browser
// and server tests, JavaScript budget). On a machine of two cores or fewer the lanes run
// one after the other: the browser tests alone keep a load of ~15 on two cores; beside
// them a clean clone's `npm test` took 93 min with tests timing out in both lanes, where
// the checks alone took 18 min, all passing. TEST_PARALLEL=1 / TEST_SERIAL=1 choose;
// TEST_ONLY=unit,e2e picks stages.
import { availableParallelism, loadavg } from "node:os";
import { spawnHeld } from "./spawn-held.mjs";

// A stage that is a list runs its stages side by side, outputs held: the type checker
// and ESLint each keep one core busy, no more.
const lanes = {
  checks: [
    [
      ["typecheck", "npm", ["run", "--silent", "typecheck"]],
      ["lint", "npm", ["run", "--silent", "lint"]],
    ],
    ["unit", "npm", ["run", "--silent", "test:unit"]],
    ["integration", "npm", ["run", "--silent", "test:integration"]],
  ],
  browser: [
    ["e2e", "npm", ["run", "--silent", "test:e2e"]],
    ["budget", "npm", ["run", "--silent", "budget"]],
  ],
};

const only = process.env.TEST_ONLY?.split(",").map((s) => s.trim());
const started = Date.now();
const rows = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs one stage; its output goes straight through (live) or is held and printed whole. */
async function run(name, command, args, live) {
  const t0 = Date.now();
  const { code, ms, output } = await spawnHeld(command, args, {
    live,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
  });
  if (!live) {
    process.stdout.write(`\n──── ${name} (${seconds(ms)}) ────\n`);
    process.stdout.write(output);
  }
  const load = loadavg()[0].toFixed(1);
  console.log(
    `▶ ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds(ms)}, load ${load}`,
  );
  rows.push({ name, from: t0 - started, ms, ok: code === 0, load });
  return code === 0;
}

/** A lane's stages in order; it stops at its first failure. */
async function lane(stages, live) {
  for (const stage of stages) {
    const group = (Array.isArray(stage[0]) ? stage : [stage]).filter(
      ([name]) => !only || only.includes(name),
    );
    const side = group.length > 1;
    const results = await Promise.all(
      group.map(([name, command, args]) => run(name, command, args, live && !side)),
    );
    if (!results.every(Boolean)) return false;
  }
  return true;
}

console.log(
  `▶ npm test: load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
let ok;
const serial =
  process.env.TEST_SERIAL === "1" ||
  (process.env.TEST_PARALLEL !== "1" && availableParallelism() <= 2);
console.log(`▶ lanes ${serial ? "one after the other" : "side by side"}`);
if (serial) {
  ok = (await lane(lanes.checks, true)) && (await lane(lanes.browser, true));
} else {
  // The browser lane's output is live; each check's output is printed when it ends.
  const results = await Promise.all([lane(lanes.checks, false), lane(lanes.browser, true)]);
  ok = results.every(Boolean);
}

console.log(`\nStages (from the start of npm test):`);
for (const row of rows.sort((a, b) => a.from - b.from)) {
  console.log(
    `  ${row.ok ? "ok    " : "FAILED"} ${row.name.padEnd(12)} ${seconds(row.from).padStart(6)} → ${seconds(row.from + row.ms).padStart(6)}  (${seconds(row.ms)}, load at the end ${row.load})`,
  );
}
console.log(`npm test: ${ok ? "passed" : "FAILED"} in ${seconds(Date.now() - started)}`);
process.exit(ok ? 0 : 1);
