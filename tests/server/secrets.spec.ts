import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DATA_DIRS, expect, STAFF, test } from "../e2e/fixtures.ts";

// Everything under build/client is public: no secret may end up there.
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

test("no secret reaches the files served to browsers", async ({ request }) => {
  // The server is up, so it has read its configuration and written its secret.
  expect((await request.get("/healthz")).ok()).toBe(true);
  const authSecret = readFileSync(path.join(DATA_DIRS.main, "auth-secret"), "utf8").trim();
  const secrets = [
    STAFF.password,
    authSecret,
    "SMTP_URL",
    "smtp://",
    "DATABASE_URL",
    "EMAILJS_PRIVATE_KEY",
  ];
  const files = filesUnder("build/client");
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file).toString("latin1");
    for (const secret of secrets) {
      expect(text.includes(secret), `${secret} found in ${file}`).toBe(false);
    }
  }
});
