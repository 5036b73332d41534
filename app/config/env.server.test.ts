import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-"));

describe("parseEnv", () => {
  it("has working defaults: port 3000, embedded database, file mail, company addresses", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_TRANSPORT).toBe("file");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.MAIL_TO).toBe("contact@teranga-digital.sn");
    expect(env.MAIL_FROM).toBe("Teranga Digital <ne-pas-repondre@teranga-digital.sn>");
    expect(env.STAFF_IDLE_SECONDS).toBe(900);
  });

  it("generates AUTH_SECRET once into DATA_DIR and reuses it", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(true);
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "", SMTP_URL: " " });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("lists every bad variable in one clear message", () => {
    let error: unknown;
    try {
      parseEnv({
        DATA_DIR: dataDir(),
        PORT: "quatre-vingt",
        DATABASE_URL: "mysql://x",
        MAIL_TRANSPORT: "smtp",
        PUBLIC_URL: "pas une url",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Configuration invalide/);
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL : doit commencer par postgres://");
    expect(message).toContain("SMTP_URL : requis quand MAIL_TRANSPORT=smtp");
    expect(message).toContain("PUBLIC_URL");
  });

  it("needs STAFF_EMAIL and STAFF_PASSWORD together", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), STAFF_EMAIL: "a@b.sn" })).toThrow(
      /STAFF_EMAIL et STAFF_PASSWORD/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), STAFF_PASSWORD: "court" })).toThrow(/au moins 8/);
    expect(
      parseEnv({ DATA_DIR: dataDir(), STAFF_EMAIL: "a@b.sn", STAFF_PASSWORD: "assez-long" })
        .STAFF_EMAIL,
    ).toBe("a@b.sn");
  });

  it("asks for the email service's ids when MAIL_TRANSPORT=emailjs", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), MAIL_TRANSPORT: "emailjs" })).toThrow(
      /EMAILJS_PUBLIC_KEY/,
    );
  });

  it("refuses a short AUTH_SECRET", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), AUTH_SECRET: "court" })).toThrow(/AUTH_SECRET/);
  });
});
