import { spawn, type ChildProcess } from "node:child_process";

/** The account a benchmark signs in with: made by the site at its first start. */
export type StaffAccount = { username: string; email: string; password: string };

/**
 * Starts the built site (`scripts/start.mjs`) on `port` with `staff` as its staff
 * account and `env` beside, and resolves once /healthz answers.
 */
export async function startBuiltSite(
  port: number,
  staff: StaffAccount,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      PUBLIC_URL: base,
      STAFF_USERNAME: staff.username,
      STAFF_EMAIL: staff.email,
      STAFF_PASSWORD: staff.password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("le serveur n'a pas démarré");
    await new Promise((r) => setTimeout(r, 250));
  }
}
