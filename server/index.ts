import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { PRERENDERED_PATHS } from "../react-router.config.ts";
import { env, EnvError } from "#app/config/env.server.ts";
import { closeDb, dbKind, migrateDb, withStartupLock } from "#app/db/db.server.ts";
import {
  ensureStaffAccount,
  StaffBootstrapError,
} from "#app/features/auth/staff-bootstrap.server.ts";
import { startOutboxWorker } from "#app/features/mail/outbox.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { createApp } from "./app.ts";
import { createHttpServer } from "./http-server.ts";

async function main() {
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = logger();
  const dev = config.NODE_ENV === "development";

  const staff = await withStartupLock(async () => {
    await migrateDb();
    log.info({ database: dbKind() }, "database ready");
    return ensureStaffAccount();
  }).catch(async (error: unknown) => {
    if (!(error instanceof StaffBootstrapError)) throw error;
    console.error(error.message);
    await closeDb();
    process.exit(1);
  });
  if (staff.action !== "unchanged") {
    log.info({ username: staff.username, email: staff.email }, `staff account ${staff.action}`);
  }
  if (staff.action !== "unchanged" && staff.generatedPassword) {
    // Printed once, on the console only: it is never stored in clear anywhere.
    console.log(
      [
        "",
        "┌──────────────────────────────────────────────────────────────┐",
        "  Compte du personnel créé (espace Devis & Factures)",
        `  Identifiant : ${staff.username}  ou  ${staff.email}`,
        `  Mot de passe : ${staff.generatedPassword}`,
        "  Notez-le : il ne sera plus affiché. Pour le changer, démarrez",
        "  avec STAFF_EMAIL et STAFF_PASSWORD (voir README).",
        "└──────────────────────────────────────────────────────────────┘",
        "",
      ].join("\n"),
    );
  }

  const worker = startOutboxWorker();

  // The server exists before the app: in development Vite's hot reload shares its port.
  const server = createHttpServer(log);
  let app: ReturnType<typeof createApp>;
  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({
      server: { middlewareMode: true, hmr: { server } },
    });
    closeVite = () => viteServer.close();
    app = createApp({
      trustProxy: config.TRUST_PROXY,
      vite: {
        middlewares: viteServer.middlewares,
        loadBuild: () =>
          viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
    });
  } else {
    const buildDir = path.resolve("build");
    const serverBuild = (await import(
      pathToFileURL(path.join(buildDir, "server/index.js")).href
    )) as ServerBuild;
    app = createApp({
      trustProxy: config.TRUST_PROXY,
      build: {
        server: async () => serverBuild,
        clientDir: path.join(buildDir, "client"),
        prerendered: PRERENDERED_PATHS,
        publicUrl: config.PUBLIC_URL,
      },
    });
  }

  server.on("request", app);
  server.listen(config.PORT, () => {
    log.info({ port: config.PORT, url: config.PUBLIC_URL, dev }, "server listening");
    console.log(`Site disponible sur ${config.PUBLIC_URL}`);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await worker.stop();
    await closeVite?.();
    await closeDb();
    log.info("bye");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  logger().fatal({ err: error }, "server failed to start");
  process.exit(1);
});
