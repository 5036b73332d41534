import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, dbKind, type Db } from "#app/db/db.server.ts";
import * as schema from "#app/db/schema.ts";
import { backupDatabase, type Manifest } from "#app/features/integrity/backup.server.ts";
import { restoreBackup } from "#app/features/integrity/restore.server.ts";
import {
  cancelPayment,
  emptyRegister,
  insertDocument,
  insertPayment,
} from "#tests/fixtures/ledger-rows.ts";
import { issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { scratchDatabases } from "#tests/fixtures/scratch-databases.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ON_POSTGRES = process.env.TEST_DB === "postgres";
const STAFF = issuer("backup");

const { scratch, fresh: freshDatabase } = scratchDatabases("site-backup");

/** One fingerprint per table: every row's jsonb text, sorted, hashed. */
async function fingerprint(database: Db): Promise<Record<string, string>> {
  const { rows: tables } = await database.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.execute<{ n: number; h: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(to_jsonb(t)::text, E'\n' order by to_jsonb(t)::text), '')) as h
          from ${sql.identifier(name)} t`,
    );
    result[name] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return result;
}

/** Runs one of the operator's commands against a database, as the operator would. */
function command(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: {
      ...process.env,
      AUTH_SECRET: "secret-des-tests-d-integration-sur-postgresql",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

let invoiceNumber = "";

beforeAll(async () => {
  await emptyRegister(db());
  await storeIssuer(STAFF);
  // A populated database: documents of every kind, payments, a cancellation, a file.
  for (let i = 0; i < 3; i += 1) {
    const issued = await issueAs(STAFF, "invoice", { clientName: `Client ${i} « Ñ » 😀` });
    invoiceNumber ||= issued.number;
    const paid = await insertPayment(db(), issued.id, 5_000 + i, `Réf\n${i}`);
    if (i === 1) await cancelPayment(db(), paid, "Erreur de saisie");
  }
  await insertDocument(db(), { kind: "proposal", totalTtc: null });
  const bytes = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));
  await db()
    .insert(schema.attachment)
    .values({
      name: "cahier-des-charges.pdf",
      type: "application/pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    });
});

describe("backup and restore", () => {
  it("restores a backup into a fresh database: same rows, byte for byte, and the chain verifies", async () => {
    // Read a few rows at a time, so that every table takes several queries.
    const { folder, manifest } = await backupDatabase(db(), dbKind(), scratch, new Date(), 2_000);
    expect(manifest.chain.seq).toBe(8); // 4 documents, 3 payments, 1 cancellation
    expect(manifest.tables.document!.rows).toBe(4);
    expect(manifest.tables.attachment!.rows).toBe(1);
    // The backup names the last migration of the journal it was made under.
    const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
      entries: { tag: string }[];
    };
    expect(manifest.migrations.last).toBe(journal.entries.at(-1)!.tag);

    const fresh = await freshDatabase("restored");
    const result = await restoreBackup(folder, fresh);
    expect(result).toMatchObject({
      ok: true,
      report: { ok: true, count: 8, head: manifest.chain.hash },
    });
    expect(await fingerprint(fresh.database)).toEqual(await fingerprint(db()));
    const restored = await fresh.database.select().from(schema.attachment);
    expect(
      restored[0]!.bytes.equals(Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256))),
    ).toBe(true);
    // The target is migrated from nothing: on PGlite about 10 s quiet, 46 s at a load of 15.
  }, 120_000);

  it("the restored database continues the chain; one holding data is refused unless replaced", async () => {
    const { folder } = await backupDatabase(db(), dbKind(), path.join(scratch, "again-backup"));
    // Migrated already: the test above restores into a database migrated from nothing.
    const fresh = await freshDatabase("again", true, { migrated: true });
    expect(await restoreBackup(folder, fresh)).toMatchObject({ ok: true });

    // The restored database is a working one: the next document continues the chain.
    await insertDocument(fresh.database);
    const { rows } = await fresh.database.execute<{ seq: string }>(
      sql`select max(seq)::text as seq from register_entry`,
    );
    expect(rows[0]!.seq).toBe("9");

    // A database that holds data is refused, unless the operator asks to replace it.
    const again = await restoreBackup(folder, fresh);
    expect(again).toMatchObject({ ok: false });
    expect(!again.ok && again.message).toMatch(
      /^La base n'est pas vide \(.*document\u00a0: 5.*--remplacer/,
    );
    expect(await restoreBackup(folder, { ...fresh, replace: true })).toMatchObject({ ok: true });
    expect(await fingerprint(fresh.database)).toEqual(await fingerprint(db()));
  }, 60_000);

  it("a tampered backup file is refused, and a tampered one with a forged manifest fails verification", async () => {
    const { folder } = await backupDatabase(db(), dbKind(), path.join(scratch, "tampered"));
    const file = path.join(folder, "tables/document.ndjson");
    const lines = readFileSync(file, "utf8").split("\n");
    const index = lines.findIndex((l) => l.includes(invoiceNumber));
    lines[index] = lines[index]!.replaceAll("Client 0", "Client X");
    writeFileSync(file, lines.join("\n"));

    // Databases already migrated: the first test restores into one migrated from nothing.
    const fresh = await freshDatabase("tampered", true, { migrated: true });
    const refused = await restoreBackup(folder, fresh);
    expect(refused).toEqual({
      ok: false,
      message:
        "Le fichier tables/document.ndjson a été modifié depuis la sauvegarde (son empreinte ne correspond plus au manifeste)\u00a0: rien n'a été restauré.",
    });

    // The attacker fixes the manifest's checksum too: the chain still catches it.
    const manifestFile = path.join(folder, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    manifest.tables.document!.sha256 = createHash("sha256")
      .update(readFileSync(file))
      .digest("hex");
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const caught = await restoreBackup(folder, fresh);
    expect(caught.ok).toBe(false);
    expect(!caught.ok && caught.report?.problems[0]).toMatchObject({ kind: "content", seq: 1 });
    expect(!caught.ok && caught.message).toBe(
      `Données restaurées, mais le registre n'est pas intègre\u00a0: Écriture n°\u00a01 (facture ${invoiceNumber})\u00a0: contenu modifié depuis son inscription au registre.`,
    );

    // The same through `npm run restore`, into another empty database: exit code 1.
    const target = await freshDatabase("tampered_cli", false, { migrated: true });
    const cli = command("restore", [folder], target.env);
    expect(cli.err).toContain(
      `Registre NON intègre\u00a0: Écriture n°\u00a01 (facture ${invoiceNumber})`,
    );
    expect(cli.code).toBe(1);

    // A row the schema refuses (a negative payment): nothing changes in the target.
    const kept = await fingerprint(fresh.database);
    const payments = path.join(folder, "tables/payment.ndjson");
    writeFileSync(
      payments,
      readFileSync(payments, "utf8").replace(/"amount": 5000\b/, '"amount": -5'),
    );
    manifest.tables.payment!.sha256 = createHash("sha256")
      .update(readFileSync(payments))
      .digest("hex");
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const failed = await restoreBackup(folder, { ...fresh, replace: true });
    expect(!failed.ok && failed.message).toMatch(
      /^La restauration a échoué, la base est restée telle qu'elle était\u00a0: .*payment_amount_positive/,
    );
    expect(await fingerprint(fresh.database)).toEqual(kept);
  }, 90_000);

  it("npm run backup writes a timestamped folder on PostgreSQL, and refuses PGlite beside a running site", async () => {
    const out = path.join(scratch, "cli");
    if (ON_POSTGRES) {
      const cli = command("backup", [out], { DATABASE_URL: process.env.DATABASE_URL });
      expect(cli.err).toBe("");
      expect(cli.out).toMatch(
        /^Sauvegarde écrite dans .*\/cli\/sauvegarde-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\n/,
      );
      expect(cli.out).toContain("registre n°\u00a08");
      expect(cli.code).toBe(0);
    } else {
      // This test process holds the embedded database, as a running site would.
      const cli = command("backup", [out], { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: "" });
      expect(cli.err).toContain("Le site tourne sur la base embarquée");
      expect(cli.code).toBe(2);
    }
  }, 60_000);
});
