// `npm run verify:register`: verifies the register's hash chain (ADR 023) on the
// database the server uses (DATABASE_URL, else DATA_DIR's embedded one, with the site
// stopped). Exit 0 when intact, 1 when an entry is not (the first one named), 2 when
// the database cannot be read.
import { performance } from "node:perf_hooks";
import { elapsed, openForOperator, runCommand } from "#app/features/integrity/operator.server.ts";
import { printReport } from "#app/features/integrity/report.ts";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";

await runCommand(async () => {
  const { database, migrate } = await openForOperator();
  await migrate();
  const started = performance.now();
  const report = await verifyRegister(database);
  for (const line of printReport(report)) console.log(line);
  console.log(`Vérifié en ${elapsed(performance.now() - started)}.`);
  return report.ok ? 0 : 1;
});
