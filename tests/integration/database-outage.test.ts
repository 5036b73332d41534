import { eq, sql } from "drizzle-orm";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db, dbKind } from "#app/db/db.server.ts";
import { user } from "#app/db/schema.ts";
import { handleLogin } from "#app/features/account/route.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { handleStaffLogin } from "#app/features/auth/route.server.ts";
import { UNAVAILABLE_FORM } from "#app/lib/unavailable.ts";
import { databaseDown } from "#app/db/outage.server.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// ADR 035: the database going away (a restart, a failover, the embedded instance gone)
// fails the queries of that moment, never the process, and the next ones reconnect.
const postgres = process.env.TEST_DB === "postgres";

async function waitFor(check: () => boolean | Promise<boolean>, what: string) {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Ends every other connection to this database, as `pg_ctl stop -m fast` does. */
async function terminateConnections() {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return Number(rows[0]!.n);
  } finally {
    await admin.end();
  }
}

describe.runIf(postgres)("PostgreSQL: the pool survives its connections being ended", () => {
  it("an idle connection ended by the server: noted, dropped, and the next query reconnects", async () => {
    expect(dbKind()).toBe("postgres");
    const pool = (db() as unknown as { $client: pg.Pool }).$client;
    await Promise.all([db().execute(sql`select 1`), db().execute(sql`select 1`)]);
    expect(pool.idleCount).toBeGreaterThan(0);
    expect(await terminateConnections()).toBeGreaterThan(0);
    // Without a listener the pool's 'error' event would have thrown out of the process.
    await waitFor(() => pool.idleCount === 0, "the ended connections to leave the pool");
    expect(databaseDown()).toBe(true);
    const [row] = (await db().execute<{ one: number }>(sql`select 1 as one`)).rows;
    expect(row!.one).toBe(1);
    expect(databaseDown()).toBe(false);
  });

  it("a connection ended in the middle of a transaction: that transaction fails as unavailable, nothing half-written", async () => {
    await db().execute(sql`create table if not exists outage_probe (id int primary key)`);
    await db().execute(sql`delete from outage_probe`);
    const failure = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`insert into outage_probe values (1)`);
        // Between two queries the connection is idle and checked out: its error has
        // no one waiting on a query, and only the connection's own listener hears it.
        await terminateConnections();
        await waitFor(() => databaseDown(), "the connection's error");
        await tx.execute(sql`insert into outage_probe values (2)`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await db().execute<{ n: string }>(sql`select count(*) as n from outage_probe`);
    expect(Number(rows[0]!.n)).toBe(0);
    await db().execute(sql`drop table outage_probe`);
  });
});

describe.runIf(postgres)("PostgreSQL: a burst waits for a free connection", () => {
  it("a query that waits longer than the connect timeout for one of the pool's connections is served, not refused", async () => {
    // The pool's ten connections busy for 6 s (a burst of slow requests on a busy
    // machine): the eleventh query queues beyond the 5 s allowed to open a connection.
    const pool = (db() as unknown as { $client: pg.Pool }).$client;
    // A Drizzle query runs when awaited: `then` starts each now.
    const busy = Array.from({ length: 10 }, () =>
      db()
        .execute(sql`select pg_sleep(6)`)
        .then(() => undefined),
    );
    await waitFor(() => pool.totalCount === 10 && pool.idleCount === 0, "ten busy connections");
    const [row] = (await db().execute<{ one: number }>(sql`select 1 as one`)).rows;
    expect(row!.one).toBe(1);
    await Promise.all(busy);
  });

  it("a server that does not answer still fails the connection after 5 s", async () => {
    // A listening socket that never answers PostgreSQL's handshake.
    const { createServer } = await import("node:net");
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const { poolOptions } = await import("#app/db/db.server.ts");
    const pool = new pg.Pool(poolOptions(`postgres://nobody@127.0.0.1:${port}/none`));
    const started = Date.now();
    try {
      const error = await pool.query("select 1").then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await pool.end();
      silent.close();
    }
  });
});

describe.runIf(!postgres)("PGlite: an instance that died is opened again", () => {
  it("closed under the site: the query of that moment fails as unavailable, the next one works on the same data", async () => {
    expect(dbKind()).toBe("pglite");
    await db().execute(sql`create table if not exists outage_probe (id int primary key)`);
    await db().execute(sql`insert into outage_probe values (7) on conflict do nothing`);
    // What a WebAssembly abort leaves: an instance every query fails on.
    await (db() as unknown as { $client: PGlite }).$client.close();
    const failure = await db()
      .execute(sql`select 1`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(databaseDown()).toBe(true);
    const { rows } = await db().execute<{ id: number }>(sql`select id from outage_probe`);
    expect(rows.map((r) => r.id)).toEqual([7]);
    await db().execute(sql`drop table outage_probe`);
  });
});

describe("forms: the database away is « réessayez », never a wrong reason", () => {
  const SITE = "http://localhost:3000";
  const post = (path: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { origin: SITE, "x-real-ip": "192.0.2.35" },
      body,
    });
  };
  // What better-auth lets through when PostgreSQL stops under a sign-in.
  const away = () =>
    new Error("Failed query: select …", {
      cause: Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
      }),
    });
  type Answer = {
    init?: ResponseInit | null;
    data?: {
      result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    };
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    await emptyTables("user, session, account, rate_limit, outbox");
  });

  it("a visitor's sign-in: 503, « réessayez » in the form, the address kept (not « Échec de la connexion »)", async () => {
    vi.spyOn(auth().api, "signInEmail").mockRejectedValue(away());
    const answer = (await handleLogin(
      post("/login", { email: "awa@example.sn", password: "motdepasse-sur" }),
    )) as Answer;
    expect(answer.init?.status).toBe(503);
    expect(answer.data?.result?.error?.[""]).toEqual([UNAVAILABLE_FORM]);
    expect(answer.data?.result?.initialValue?.email).toBe("awa@example.sn");
  });

  it("a staff sign-in: 503 and « réessayez », not « Identifiants incorrects »", async () => {
    await auth().api.signUpEmail({
      body: { name: "Studio", email: "studio@example.sn", password: "motdepasse-sur" },
    });
    await db().update(user).set({ role: "staff" }).where(eq(user.email, "studio@example.sn"));
    vi.spyOn(auth().api, "signInEmail").mockRejectedValue(away());
    const answer = (await handleStaffLogin(
      post("/simple-login", { identifier: "studio@example.sn", password: "motdepasse-sur" }),
    )) as Answer;
    expect(answer.init?.status).toBe(503);
    expect(answer.data?.result?.error?.[""]).toEqual([UNAVAILABLE_FORM]);
    expect(answer.data?.result?.initialValue?.identifier).toBe("studio@example.sn");
  });
});
