import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { consumeKey as consumeRateLimit } from "#app/features/guard/limits.server.ts";

describe("consumeKey (the counter of every limit)", () => {
  it("allows max hits per window, then refuses with the seconds left", async () => {
    const rule = { window: 60, max: 3 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit("t:a", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[3]!.retryAfter).toBeGreaterThan(0);
    expect(results[3]!.retryAfter).toBeLessThanOrEqual(60);
  });

  it("counts each key apart", async () => {
    const rule = { window: 60, max: 1 };
    expect((await consumeRateLimit("t:b", rule)).allowed).toBe(true);
    expect((await consumeRateLimit("t:c", rule)).allowed).toBe(true);
    expect((await consumeRateLimit("t:b", rule)).allowed).toBe(false);
  });

  it("starts a new window once the old one is over", async () => {
    const rule = { window: 60, max: 1 };
    await consumeRateLimit("t:d", rule);
    expect((await consumeRateLimit("t:d", rule)).allowed).toBe(false);
    await db().execute(
      sql`update rate_limit set window_start = now() - interval '61 seconds' where key = 't:d'`,
    );
    expect((await consumeRateLimit("t:d", rule)).allowed).toBe(true);
  });

  it("stays exact under concurrent hits", async () => {
    const rule = { window: 60, max: 10 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit("t:e", rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
