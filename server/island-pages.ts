import { redirectDocument, type ServerBuild } from "react-router";
import type { RouteHandle } from "#app/root.tsx";

// A public page is never drawn by the browser's router (docs/decisions/037-public-islands.md):
// its components are HTML with islands, and its islands run on a whole page only.
// When a hydrated page (the studio, an account page) goes to one with a link, a form's
// redirect or a prefetch, the router asks for its data (`.data`); the answer is then
// « load the document », which the router does (`X-Remix-Reload-Document`). The page's
// loaders still run, so an unknown article answers its 404 as before; the data they
// answered is dropped with its cookies, so a pending toast waits for the document.

type Loader = (args: { request: Request; context?: unknown }) => unknown;
type DataRequestArgs = { request: Request; context: unknown; params: unknown };

const isIslandPage = (handle: unknown) =>
  (handle as RouteHandle | undefined)?.hydrate === "islands";

/** The page's own address, from its data request's (`/_root.data`, `?_routes=…`). */
export function documentUrl(dataUrl: string): string {
  const url = new URL(dataUrl);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return `${pathname}${url.search}`;
}

export function islandPagesAsDocuments(build: ServerBuild): ServerBuild {
  // The requests whose data a public page's loader answered (one context per request).
  const asked = new WeakSet<object>();
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const loader = route.module.loader as Loader | undefined;
    if (!loader || !isIslandPage(route.module.handle)) {
      routes[id] = route;
      continue;
    }
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: async (args: Parameters<Loader>[0]) => {
          const result = await loader(args);
          const context = args.context as { dataRequest?: boolean } | undefined;
          if (context?.dataRequest) asked.add(context);
          return result;
        },
      },
    };
  }
  const entry = build.entry.module as typeof build.entry.module & {
    handleDataRequest?: (response: Response, args: DataRequestArgs) => Response | Promise<Response>;
  };
  const handleDataRequest = async (response: Response, args: DataRequestArgs) => {
    const answer = entry.handleDataRequest
      ? await entry.handleDataRequest(response, args)
      : response;
    const context = args.context as object | undefined;
    if (args.request.method !== "GET" || answer.status !== 200 || !context || !asked.has(context)) {
      return answer;
    }
    return redirectDocument(documentUrl(args.request.url));
  };
  return {
    ...build,
    routes,
    entry: { ...build.entry, module: { ...entry, handleDataRequest } },
  };
}
