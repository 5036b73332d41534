import type http from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { env, EnvError } from "#app/config/env.server.ts";
import { closeDb, dbKind, migrateDb, MigrationError, withStartupLock } from "#app/db/db.server.ts";
import { noteDatabaseAnswered, noteDatabaseFailure } from "#app/db/outage.server.ts";
import { isDatabaseMisconfigured, isDatabaseUnavailable } from "#app/db/unavailable.ts";
import {
  ensureStaffAccount,
  StaffBootstrapError,
} from "#app/features/auth/staff-bootstrap.server.ts";
import { seedCatalogue } from "#app/features/catalogue/catalogue.server.ts";
import { syncClients } from "#app/features/clients/clients.server.ts";
import { startOutboxWorker } from "#app/features/mail/outbox.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { setPublicFilesDir } from "#app/features/platform/public-files.server.ts";
import { startReminderScheduler } from "#app/features/reminders/scheduler.server.ts";
import { whatsappSchedule } from "#app/features/whatsapp/jobs.server.ts";
import { startCallReminderScheduler } from "#app/features/booking/reminder.server.ts";
import { startSubscriptionScheduler } from "#app/features/subscriptions/scheduler.server.ts";
import { startExpenseScheduler } from "#app/features/expenses/scheduler.server.ts";
import { startOnlinePaymentSweep } from "#app/features/payments/payments.server.ts";
import { startPublishingScheduler } from "#app/features/publishing/scheduler.server.ts";
import { seedPublishing } from "#app/features/publishing/seed.server.ts";
import { watchSiteRevision } from "#app/features/platform/site-revision.server.ts";
import { closeNotificationStreams } from "#app/features/notifications/stream.server.ts";
import { loadCompanySettings } from "#app/features/settings/current.server.ts";
import { prerenderedPaths } from "#app/features/seo/prerendered-paths.server.ts";
import { createApp } from "./app.ts";
import { applyLimits, closeGracefully, createHttpServer } from "./http-server.ts";
import { startingUnavailable } from "./unavailable.ts";

/** Under `npm run dev`, Ctrl+C need not wait for the browser's keep-alive connections. */
const DEV_GRACE_MS = 1_000;
/**
 * Past the requests' grace (SHUTDOWN_GRACE_SECONDS): the email being sent, the
 * schedulers' step, the database's close; then the process exits anyway.
 */
const AFTER_GRACE_MS = 15_000;

export type StartOptions = {
  /** Production: the server build this module was bundled with, and the built client files. */
  build?: { server: Promise<ServerBuild>; clientDir: string };
  /** Development: Vite in middleware mode, and the HTTP server its hot reload already uses. */
  dev?: { vite: ViteDevServer; server: http.Server };
};

/**
 * Starts the site in this process: environment, the port (taken first, so a
 * busy port stops the start before anything is created), migrations and the
 * staff account (one instance at a time), the mail worker, then the routes.
 * Loaded from the build (`npm start`) or through Vite (`npm run dev`), so the
 * routes and this code share one copy of every module.
 */
export async function startSite(options: StartOptions) {
  // Awaited below; a failure must not count as unhandled while the database opens.
  options.build?.server.catch(() => undefined);
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
  logCrashes();

  let server: http.Server;
  if (options.dev) {
    server = options.dev.server;
    applyLimits(server, log);
  } else if (options.build) {
    server = createHttpServer(log);
    // The files the site serves, where an article's images are looked for (ADR 034).
    setPublicFilesDir(options.build.clientDir);
  } else {
    throw new Error("startSite needs a build or Vite");
  }
  // Requests that arrive while the database opens wait for the routes.
  let ready!: (app: http.RequestListener) => void;
  const routes = new Promise<http.RequestListener>((resolve) => (ready = resolve));
  const waiting: http.RequestListener = (req, res) => void routes.then((app) => app(req, res));
  let handle = waiting;
  server.on("request", (req, res) => handle(req, res));
  try {
    await listen(server, config.PORT);
  } catch (error) {
    const message = portProblem(error, config.PORT);
    if (!message) throw error;
    console.error(message);
    process.exit(1);
  }

  // The database may be away at start (a restart, a failover): the start waits for it,
  // trying again with growing pauses, and answers a French 503 meanwhile (ADR 035).
  const untilDatabaseAnswers = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const done = await work();
        noteDatabaseAnswered();
        // Requests wait for the routes again (a few more steps of the start).
        handle = waiting;
        return done;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        noteDatabaseFailure(error, "start");
        handle = startingUnavailable;
        await new Promise((resolve) => setTimeout(resolve, startRetryDelay(attempt)));
      }
    }
  };

  const staff = await untilDatabaseAnswers(() =>
    withStartupLock(async () => {
      await migrateDb();
      log.info({ database: dbKind() }, "database ready");
      // Issue 23 (ADR 031): the catalogue from the site's offers, each once; the client
      // book from the documents and requests not linked yet (the upgrade's backfill).
      // Neither stops the start: the next start, or the next sync, catches up.
      await seedCatalogue().catch((error: unknown) =>
        log.error({ err: error }, "catalogue: the site's offers were not added"),
      );
      await syncClients().catch((error: unknown) =>
        log.error({ err: error }, "client book: documents and requests not linked yet"),
      );
      // A fresh install gets the articles and projects of content/ once (ADR 034).
      const seeded = await seedPublishing();
      if (seeded.articles + seeded.projects > 0) log.info(seeded, "articles and projects imported");
      return ensureStaffAccount({ passwordLater: true });
    }),
  ).catch(async (error: unknown) => {
    if (isDatabaseMisconfigured(error)) {
      // Waiting will not fix a wrong password or database name; the URL is not printed.
      console.error(
        "La base de données refuse la connexion (utilisateur, mot de passe ou nom de base)\u00a0: vérifiez DATABASE_URL, puis relancez.",
      );
      process.exit(1);
    }
    if (!(error instanceof StaffBootstrapError) && !(error instanceof MigrationError)) throw error;
    console.error(error.message);
    await closeDb();
    process.exit(1);
  });
  if (staff.action !== "unchanged") {
    log.info({ username: staff.username, email: staff.email }, `staff account ${staff.action}`);
  }
  for (const email of staff.retired ?? []) {
    // Said once: at the next start the account is no longer staff.
    log.warn(
      { email, staffEmail: config.STAFF_EMAIL },
      `staff access removed from ${email} (STAFF_EMAIL changed): sessions revoked, password removed`,
    );
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

  // The site's revision, read now and every second: settings, articles and projects
  // changed on another instance remake this one's pages (ADR 026).
  const siteWatch = await untilDatabaseAnswers(() => watchSiteRevision());
  // The firm's settings, in memory before the first page is made (ADR 033).
  await untilDatabaseAnswers(() => loadCompanySettings());
  const worker = startOutboxWorker();
  // WhatsApp Business's messages, when connected: claimed and sent as emails are (ADR 045).
  const whatsapp = whatsappSchedule.start();
  // Reminders of unpaid invoices: a pass now, then every ten minutes (ADR 022).
  const reminders = startReminderScheduler();
  // Subscriptions: each period's invoice, issued once, missed ones caught up (ADR 032).
  const subscriptions = startSubscriptionScheduler();
  // Monthly expenses (hosting…): each month's copy made once, missed ones caught up (ADR 053).
  const expenses = startExpenseScheduler();
  // Online payments answered but not yet in the ledger (a stop in between): once a minute (ADR 029).
  const onlinePayments = startOnlinePaymentSweep();
  // Scheduled articles and projects go public at their time; newsletters go out in turns.
  const publishing = startPublishingScheduler();
  // Booked calls: the day-before reminder, once across instances (ADR 044).
  const callReminders = startCallReminderScheduler();

  let app: ReturnType<typeof createApp>;
  if (options.dev) {
    const { vite } = options.dev;
    app = createApp({
      trustProxy: config.TRUST_PROXY,
      vite: {
        middlewares: vite.middlewares,
        // Read at each request: Vite hands back the routes as last edited.
        loadBuild: () =>
          vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
    });
  } else if (options.build) {
    app = createApp({
      trustProxy: config.TRUST_PROXY,
      build: {
        server: await options.build.server,
        clientDir: options.build.clientDir,
        publicUrl: config.PUBLIC_URL,
        prerenderedPaths,
      },
    });
  } else {
    throw new Error("startSite needs a build or Vite");
  }

  handle = app;
  ready(app);
  // The pre-rendered pages are made once the site answers, not by the first visitors.
  void app.prerendered
    ?.warm()
    .catch((error: unknown) => log.warn({ err: error }, "pre-rendering the public pages failed"));
  // STAFF_PASSWORD against the stored hash: one scrypt, after the site answers.
  const passwordChecked = staff.checkPassword?.().then(
    (changed) => {
      if (changed) log.info("staff password updated from STAFF_PASSWORD");
    },
    (error: unknown) => log.error({ err: error }, "staff password check failed"),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = options.dev ? DEV_GRACE_MS : config.SHUTDOWN_GRACE_SECONDS * 1000;
    log.info({ signal, graceSeconds: graceMs / 1000 }, "shutting down");
    const force = setTimeout(() => {
      log.error("shutdown took too long: exiting anyway");
      process.exit(1);
    }, graceMs + AFTER_GRACE_MS);
    force.unref();
    const started = Date.now();
    // The studio's open notification streams end now: the drain does not wait on them.
    closeNotificationStreams();
    // The background work takes nothing new from now (each finishes its step, the mail
    // worker the message it is sending; the next start goes on): the database is left
    // to the requests being answered.
    const background = Promise.all([
      reminders.stop(),
      subscriptions.stop(),
      expenses.stop(),
      onlinePayments.stop(),
      publishing.stop(),
      callReminders.stop(),
      worker.stop(),
      whatsapp.stop(),
    ]);
    // Every request already read is answered; what still runs at the bound is cut
    // off, and closeGracefully logs it with its count.
    const cut = await closeGracefully(server, graceMs);
    if (cut === 0) log.info({ ms: Date.now() - started }, "requests drained");
    await passwordChecked;
    await background;
    await siteWatch.stop();
    await options.dev?.vite.close();
    await closeDb();
    log.info("bye");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // Said once the signals are handled: a stop sent as soon as the site says it is
  // ready drains it instead of killing it (seen on a busy machine: exit by SIGTERM).
  log.info(
    { port: config.PORT, url: config.PUBLIC_URL, dev: Boolean(options.dev) },
    "server listening",
  );
  console.log(`Site disponible sur ${config.PUBLIC_URL}`);
  return server;
}

/** The pause before the start tries the database again: 0.5 s, doubling up to 5 s. */
export function startRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 5_000);
}

/**
 * An error nothing caught still reaches the log as one JSON line, without the
 * database's address or account (the logger's serializer), never as Node's crash
 * dump. The database going away is not a crash (ADR 035): the request or loop that met
 * it has failed, the next one reconnects. Anything else stops the process, as Node would.
 */
function logCrashes() {
  const crash = (error: unknown, kind: string) => {
    if (noteDatabaseFailure(error, kind)) return;
    logger().fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on("uncaughtException", (error) => crash(error, "uncaught exception"));
  process.on("unhandledRejection", (reason) => crash(reason, "unhandled rejection"));
}

function listen(server: http.Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The one French line for a port the site cannot take, or null for another error. */
export function portProblem(error: unknown, port: number): string | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === "EADDRINUSE") {
    return `Le port ${port} est déjà utilisé\u00a0: arrêtez l'autre processus ou choisissez-en un autre avec PORT=… (par exemple PORT=${port === 3000 ? 3001 : 3000} npm start).`;
  }
  if (code === "EACCES") {
    return `Le port ${port} est réservé à l'administrateur\u00a0: choisissez-en un au-delà de 1023 avec PORT=… (par exemple PORT=3000 npm start).`;
  }
  return null;
}
