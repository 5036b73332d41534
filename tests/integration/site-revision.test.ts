import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  checkSiteRevision,
  currentSiteRevision,
  markSiteChanged,
  onSiteChange,
} from "#app/features/platform/site-revision.server.ts";

// ADR 026: one counter tells every instance that the public site changed.
describe("the site's revision", () => {
  it("starts at 0 on a fresh database, with no row (a backup restores into it)", async () => {
    const { rows } = await db().execute(sql`select count(*)::int as n from site_revision`);
    expect(Number((rows[0] as { n: number }).n)).toBe(0);
    expect(await checkSiteRevision()).toBe(0);
    expect(currentSiteRevision()).toBe(0);
  });

  it("a change here runs this process's listeners before it returns, in order", async () => {
    const heard: string[] = [];
    const stopA = onSiteChange(async ({ revision, reason }) => {
      // Until every listener has run, pages are still made for the previous revision.
      expect(currentSiteRevision()).toBe(revision - 1);
      heard.push(`a${revision}:${reason}`);
    });
    const stopB = onSiteChange(({ revision }) => void heard.push(`b${revision}`));
    expect(await markSiteChanged("settings")).toBe(1);
    expect(heard).toEqual(["a1:settings", "b1"]);
    expect(currentSiteRevision()).toBe(1);
    stopA();
    stopB();
  });

  it("a change made by another instance is heard at the next read, once", async () => {
    const heard: number[] = [];
    const stop = onSiteChange(({ revision }) => void heard.push(revision));
    // Another instance: the row moves without this process's markSiteChanged.
    await db().execute(
      sql`update site_revision set revision = revision + 2, reason = 'article' where id = 1`,
    );
    expect(currentSiteRevision()).toBe(1);
    expect(await checkSiteRevision()).toBe(3);
    expect(await checkSiteRevision()).toBe(3);
    expect(heard).toEqual([3]);
    expect(currentSiteRevision()).toBe(3);
    stop();
  });

  it("a failing listener is logged and does not stop the others", async () => {
    const heard: number[] = [];
    const stopA = onSiteChange(() => {
      throw new Error("boom");
    });
    const stopB = onSiteChange(({ revision }) => void heard.push(revision));
    expect(await markSiteChanged("projet")).toBe(4);
    expect(heard).toEqual([4]);
    expect(currentSiteRevision()).toBe(4);
    stopA();
    stopB();
  });
});
