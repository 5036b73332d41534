import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { documentUrl, islandPagesAsDocuments } from "./island-pages.ts";

type Loader = (args: { request: Request; context?: unknown }) => Promise<unknown>;
type HandleData = (
  response: Response,
  args: { request: Request; context: unknown; params: unknown },
) => Promise<Response>;

/** A build of a public page (islands), a hydrated page and the root, their loaders answering. */
function build() {
  const route = (id: string, handle?: object) => ({
    id,
    path: id,
    module: { default: () => null, handle, loader: async () => ({ page: id }) },
  });
  const wrapped = islandPagesAsDocuments({
    routes: {
      root: route("root"),
      article: route("article", { hydrate: "islands" }),
      studio: route("studio"),
      client: route("client", { hydrate: false }),
    },
    entry: { module: { default: () => new Response() } },
  } as unknown as ServerBuild);
  const loader = (id: string) =>
    (wrapped.routes[id]!.module as unknown as { loader: Loader }).loader;
  const handleDataRequest = (wrapped.entry.module as unknown as { handleDataRequest: HandleData })
    .handleDataRequest;
  return { loader, handleDataRequest };
}

/** One request as the router makes it: its loaders, then the data answer. */
async function ask(id: string, url: string, { data = true, status = 200, method = "GET" } = {}) {
  const { loader, handleDataRequest } = build();
  const request = new Request(url, { method });
  const context = { dataRequest: data };
  await loader(id)({ request, context });
  return handleDataRequest(new Response("{}", { status, headers: { "Set-Cookie": "td.toast=" } }), {
    request,
    context,
    params: {},
  });
}

describe("islandPagesAsDocuments: a public page is loaded as a document, never drawn by the router", () => {
  it("its data asked by the router: « load the document », without the data's cookies", async () => {
    const answer = await ask("article", "http://localhost/articles/x.data?_routes=root,article");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(answer.headers.get("Location")).toBe("/articles/x");
    // The toast the root took stays in the browser for the document.
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("the home page's data (/_root.data) and a query", async () => {
    expect(documentUrl("http://localhost/_root.data?_routes=root,home")).toBe("/");
    expect(documentUrl("http://localhost/articles.data?categorie=CSS&_routes=articles")).toBe(
      "/articles?categorie=CSS",
    );
  });

  it("a 404 stays a 404 (its message in the route data), a hydrated page's data stays data", async () => {
    expect((await ask("article", "http://localhost/articles/x.data", { status: 404 })).status).toBe(
      404,
    );
    expect((await ask("studio", "http://localhost/studio.data")).status).toBe(200);
    expect((await ask("client", "http://localhost/client.data")).status).toBe(200);
  });

  it("a page's own document and a form's post are left as they are", async () => {
    expect((await ask("article", "http://localhost/articles/x", { data: false })).status).toBe(200);
    expect(
      (await ask("article", "http://localhost/articles/x.data", { method: "POST" })).status,
    ).toBe(200);
  });
});
