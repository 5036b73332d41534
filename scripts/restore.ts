// `npm run restore <dossier> [--remplacer]`: brings a backup of `npm run backup` back
// into the database the server uses (ADR 023): an empty one, unless --remplacer; then
// verifies the counts and the register's chain. Exit 0 when restored and intact, 1 when
// refused or not intact, 2 when the database cannot be opened.
import { performance } from "node:perf_hooks";
import {
  elapsed,
  openForOperator,
  OperatorError,
  runCommand,
} from "#app/features/integrity/operator.server.ts";
import { printReport } from "#app/features/integrity/report.ts";
import { restoreBackup } from "#app/features/integrity/restore.server.ts";

await runCommand(async () => {
  const args = process.argv.slice(2);
  const replace = args.includes("--remplacer");
  const folder = args.find((a) => !a.startsWith("--"));
  if (!folder) {
    throw new OperatorError(
      "Indiquez le dossier de la sauvegarde\u00a0: npm run restore -- /chemin/sauvegarde-… [--remplacer].",
    );
  }
  const { database, migrate } = await openForOperator();
  const started = performance.now();
  const result = await restoreBackup(folder, { database, migrate, replace });
  if (!result.ok) {
    console.error(result.message);
    if (result.report) for (const line of printReport(result.report)) console.error(line);
    return 1;
  }
  const rows = Object.values(result.manifest.tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `Sauvegarde du ${result.manifest.createdAt} restaurée\u00a0: ${rows.toLocaleString("fr-FR")} lignes, en ${elapsed(performance.now() - started)}.`,
  );
  for (const line of printReport(result.report)) console.log(line);
  return 0;
});
