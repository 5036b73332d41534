import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";

process.env.LOG_LEVEL = "silent";
process.env.AUTH_SECRET ??= "une-cle-de-test-assez-longue-0123456789";

const { answerUnavailable } = await import("./unavailable.ts");
const { logger } = await import("#app/features/platform/logger.server.ts");
const { databaseDown, noteDatabaseAnswered } = await import("#app/db/outage.server.ts");

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const terminated = () =>
  new Error("Failed query: insert …", {
    cause: Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    }),
  });

type Fn = (args: { request: Request; context?: unknown }) => Promise<unknown>;

/** A build of two routes, a page and a resource route, whose handlers throw `error`. */
function buildThrowing(error: () => unknown) {
  const fail = async () => {
    throw error();
  };
  const route = (id: string, page: boolean) => ({
    id,
    path: id,
    module: { ...(page ? { default: () => null } : {}), loader: fail, action: fail },
  });
  const build = answerUnavailable({
    routes: { page: route("page", true), resource: route("resource", false) },
  } as unknown as ServerBuild);
  const module = (id: string) => build.routes[id]!.module as unknown as { loader: Fn; action: Fn };
  return { page: module("page"), resource: module("resource") };
}

/** What a thrown `data()` carries: the router turns it into an error response. */
function thrown(error: unknown) {
  const { data, init } = error as { data: unknown; init: ResponseInit };
  return { data, status: init.status, headers: new Headers(init.headers) };
}

const post = (body: string) =>
  new Request("http://localhost/page", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

describe("answerUnavailable: every loader and action of the build", () => {
  beforeAll(() => noteDatabaseAnswered());

  it("a page whose database is away: a 503 for the French page, Retry-After", async () => {
    const { page } = buildThrowing(refused);
    const error = await page
      .loader({ request: new Request("http://localhost/page") })
      .catch((e: unknown) => e);
    const { data, status, headers } = thrown(error);
    expect(status).toBe(503);
    expect(data).toEqual({ unavailable: "page" });
    expect(headers.get("Retry-After")).toBe("10");
  });

  it("a form posted without JavaScript: the page says nothing was recorded", async () => {
    const { page } = buildThrowing(terminated);
    const error = await page
      .action({ request: post("intent=send"), context: { dataRequest: false } })
      .catch((e: unknown) => e);
    expect(thrown(error)).toMatchObject({ status: 503, data: { unavailable: "form" } });
  });

  it("a form posted with JavaScript: its answer, in French, for the form that posted", async () => {
    const { page } = buildThrowing(terminated);
    const answer = (await page.action({
      request: post("intent=send&email=a%40b.sn"),
      context: { dataRequest: true },
    })) as { data: Record<string, unknown>; init: ResponseInit };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ ok: false, intent: "send", form: "send" });
    const message = (answer.data.result as { error: Record<string, string[]> }).error[""]![0]!;
    expect(message).toBe(
      "Le site est momentanément indisponible\u00a0: votre envoi n'a pas pu être enregistré. Réessayez dans quelques instants.",
    );
    expect(answer.data.toast).toEqual({ type: "error", message });
  });

  it("a resource route: plain French text for a GET, JSON for a POST", async () => {
    const { resource } = buildThrowing(refused);
    const got = (await resource.loader({
      request: new Request("http://localhost/resource"),
    })) as Response;
    expect(got.status).toBe(503);
    expect(got.headers.get("Retry-After")).toBe("10");
    expect(await got.text()).toMatch(/Réessayez dans quelques instants/);
    const posted = (await resource.action({ request: post("a=1") })) as Response;
    expect(posted.status).toBe(503);
    expect(await posted.json()).toMatchObject({ ok: false, message: /réessayez/i });
  });

  it("anything else is thrown as it was (the 500 of a bug stays a 500)", async () => {
    const bug = new TypeError("x is undefined");
    const { page, resource } = buildThrowing(() => bug);
    await expect(page.loader({ request: new Request("http://localhost/page") })).rejects.toBe(bug);
    await expect(page.action({ request: post("a=1"), context: {} })).rejects.toBe(bug);
    await expect(resource.loader({ request: new Request("http://localhost/r") })).rejects.toBe(bug);
  });

  it("an outage is logged once, however many requests meet it, and its end once", async () => {
    noteDatabaseAnswered();
    const warn = vi.spyOn(logger(), "warn");
    const info = vi.spyOn(logger(), "info");
    const { page } = buildThrowing(refused);
    for (let i = 0; i < 5; i++) {
      await page.loader({ request: new Request("http://localhost/page") }).catch(() => undefined);
    }
    expect(databaseDown()).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    noteDatabaseAnswered();
    noteDatabaseAnswered();
    expect(info.mock.calls.filter(([, m]) => m === "database available again")).toHaveLength(1);
    expect(databaseDown()).toBe(false);
    warn.mockRestore();
    info.mockRestore();
  });
});
