// `npm run backup [dossier]`: writes a consistent copy of the database (ADR 023) into a
// new timestamped folder under the folder given, else BACKUP_DIR. PostgreSQL while the
// site runs; the embedded database (PGlite) with the site stopped.
import { performance } from "node:perf_hooks";
import { env } from "#app/config/env.server.ts";
import { backupDatabase } from "#app/features/integrity/backup.server.ts";
import {
  elapsed,
  openForOperator,
  OperatorError,
  runCommand,
} from "#app/features/integrity/operator.server.ts";

await runCommand(async () => {
  const parent = process.argv[2] ?? env().BACKUP_DIR;
  if (!parent) {
    throw new OperatorError(
      "Indiquez où écrire la sauvegarde\u00a0: npm run backup -- /chemin/du/dossier, ou BACKUP_DIR=/chemin/du/dossier.",
    );
  }
  const { database, kind, migrate } = await openForOperator();
  await migrate();
  const started = performance.now();
  const { folder, manifest } = await backupDatabase(database, kind, parent);
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  console.log(`Sauvegarde écrite dans ${folder}`);
  console.log(
    `${Object.keys(manifest.tables).length} tables, ${rows.toLocaleString("fr-FR")} lignes, registre n°\u00a0${manifest.chain.seq} (${manifest.chain.hash}), en ${elapsed(performance.now() - started)}.`,
  );
  return 0;
});
