import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler } from "react-router";
import compression from "compression";
import { drainListenersReturned } from "./compression-drain.ts";
import express, { type RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { env, type TrustProxy } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { databaseDown, noteDatabaseAnswered, noteDatabaseFailure } from "#app/db/outage.server.ts";
import { canonicalAddress } from "#app/lib/client-address.server.ts";
import { requestBegun } from "#app/lib/requests-in-flight.server.ts";
import { RETRY_AFTER_SECONDS } from "#app/lib/unavailable.ts";
import { currentSiteRevision } from "#app/features/platform/site-revision.server.ts";
import { closeAfterEarlyAnswer } from "./http-server.ts";
import { prerenderedPages, type PrerenderedPages } from "./prerendered.ts";
import {
  ASSET_HEADERS,
  nonce,
  personalNotCached,
  postsFromThisSite,
  securityHeaders,
} from "./security.ts";
import { versionedImages } from "./image-versions.ts";
import { hashedAssets } from "./static-bytes.ts";
import { requestLog } from "./request-log.ts";
import { islandPagesAsDocuments } from "./island-pages.ts";
import { answerUnavailable } from "./unavailable.ts";
import { refuseMalformedUrls } from "./url-guard.ts";

// Already compressed (PDF, images, fonts, archives): compressing again costs
// CPU and a zlib stream per response for nothing.
const INCOMPRESSIBLE =
  /^(application\/(pdf|zip|gzip|octet-stream)|image\/(?!svg)|font\/|audio\/|video\/)/;

export const worthCompressing: compression.CompressionFilter = (req, res) => {
  const type = String(res.getHeader("Content-Type") ?? "");
  return !INCOMPRESSIBLE.test(type) && compression.filter(req, res);
};

export type AppOptions = {
  /** Production: the server build and the built client files. */
  build?: {
    server: ServerBuild;
    clientDir: string;
    /** The site's PUBLIC_URL: the address pre-rendered pages are rendered at. */
    publicUrl: string;
    /** The pages kept as pre-rendered bytes, read again at each revision of the site. */
    prerenderedPaths: () => Promise<Iterable<string>>;
  };
  /** Development: Vite's middlewares and its way of loading the server bundle. */
  vite?: { middlewares: RequestHandler; loadBuild: () => Promise<ServerBuild> };
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: TrustProxy;
};

export function createApp(options: AppOptions) {
  const app = express() as ReturnType<typeof express> & { prerendered?: PrerenderedPages };
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  app.use((req, _res, next) => {
    // The one client address the app trusts, in one spelling; whatever the client sent is replaced.
    req.headers["x-real-ip"] = canonicalAddress(req.ip ?? req.socket.remoteAddress ?? "unknown");
    next();
  });
  app.use(requestLog());

  app.use(closeAfterEarlyAnswer);
  // Before files, pages and loaders: no NUL or broken encoding goes further.
  app.use(refuseMalformedUrls);
  // Every loader and action answers a French 503 while the database is away (ADR 035).
  const build = options.build && {
    ...options.build,
    server: islandPagesAsDocuments(answerUnavailable(options.build.server)),
  };
  if (build) {
    const { clientDir, server, publicUrl } = build;
    // Static bytes first: compressed once, kept in memory, no per-request work.
    app.use("/assets", hashedAssets(path.join(clientDir, "assets"), ASSET_HEADERS));
    // Public pages with no per-request data: rendered by the app once per revision
    // of the site, then sent as static bytes (ADR 026).
    const render = createFetchHandler(server, "production");
    const origin = publicUrl.replace(/\/$/, "");
    app.prerendered = prerenderedPages({
      render: (pathname) =>
        render(
          new Request(`${origin}${pathname}`, {
            headers: { accept: "text/html", "user-agent": "prerender" },
          }),
          // No request context: the root loader renders the page as anonymous.
          {},
        ),
      paths: build.prerenderedPaths,
      revision: currentSiteRevision,
      forEveryone: databaseDown,
    });
    app.use(app.prerendered);
  }
  app.use(
    compression({
      filter: worthCompressing,
      // Pages rendered per request are tens of KB: a 256 KB window instead of brotli's
      // 4 MB keeps each response's encoder small (16 at once held ~100 MB).
      brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  app.use(drainListenersReturned);
  app.use(nonce);
  app.use(securityHeaders({ dev: Boolean(options.vite) }));
  app.use(postsFromThisSite(env().PUBLIC_URL));

  app.get("/healthz", async (_req, res) => {
    try {
      await db().execute(sql`select 1`);
      noteDatabaseAnswered();
      res.json({ status: "ok" });
    } catch (error) {
      // An outage is logged once (outage.server.ts), not at every probe.
      noteDatabaseFailure(error, "/healthz", "health check failed");
      res.set("Retry-After", String(RETRY_AFTER_SECONDS));
      res.status(503).json({ status: "unavailable" });
    }
  });

  let loadBuild: ServerBuild | (() => Promise<ServerBuild>);
  if (options.vite) {
    app.use(options.vite.middlewares);
    app.use(personalNotCached);
    const { loadBuild: load } = options.vite;
    loadBuild = async () => islandPagesAsDocuments(answerUnavailable(await load()));
  } else if (build) {
    const { clientDir } = build;
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    // Images whose URL carries their version (the build adds it) are kept for a year.
    app.use("/images", versionedImages(path.join(clientDir, "images")));
    // Pages and their .data are rendered by the handler (nonce, live session), never served raw.
    app.use((req, res, next) =>
      /\.(html|data)$|\/$/.test(req.path) ? next() : publicFiles(req, res, next),
    );
    // Pages from here on: the files above are the same for everyone.
    app.use(personalNotCached);
    loadBuild = build.server;
  } else {
    throw new Error("createApp needs a build or vite");
  }

  // The pages and actions being answered: work in the background waits for them (ADR 061).
  app.use((_req, res, next) => {
    const ended = requestBegun();
    res.once("close", ended);
    next();
  });
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: loadBuild,
      mode: options.vite ? "development" : "production",
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        requestId: res.locals.requestId as string,
        // A request of the router in the browser (`.data`), not a whole page.
        dataRequest: req.path.endsWith(".data"),
      }),
    }),
  );

  return app;
}
