import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "env-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

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

  it("defaults PUBLIC_URL (links, printed address) from PORT", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), PORT: "8080" }).PUBLIC_URL).toBe(
      "http://localhost:8080",
    );
    expect(
      parseEnv({ DATA_DIR: dataDir(), PORT: "8080", PUBLIC_URL: "https://teranga.sn" }).PUBLIC_URL,
    ).toBe("https://teranga.sn");
  });

  it("asks for AUTH_SECRET with DATABASE_URL: instances sharing a database must share it", () => {
    const dir = dataDir();
    expect(() =>
      parseEnv({ DATA_DIR: dir, DATABASE_URL: "postgres://site@127.0.0.1:5432/site" }),
    ).toThrow(/AUTH_SECRET : requis avec DATABASE_URL/);
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);
    const secret = "une-cle-partagee-par-toutes-les-instances-0123";
    expect(
      parseEnv({
        DATA_DIR: dir,
        DATABASE_URL: "postgres://site@127.0.0.1:5432/site",
        AUTH_SECRET: secret,
      }).AUTH_SECRET,
    ).toBe(secret);
  });

  it("reads TRUST_PROXY as Express does: a hop count or the proxies' addresses", () => {
    const trust = (TRUST_PROXY?: string) =>
      parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("127.0.0.1, 10.0.0.0/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "loopback",
    ]);
    expect(trust("::1")).toEqual(["::1"]);
  });

  it("refuses TRUST_PROXY=true (any client would pick its own address) and unknown values", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY : «\u00a0true\u00a0» ferait confiance/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "nginx, 10.0.0.0/99" })).toThrow(
      /non compris\u00a0: nginx, 10.0.0.0\/99/,
    );
  });

  it("reads REMINDER_DAYS: 3, 15 and 30 by default, sorted, or none", () => {
    const days = (REMINDER_DAYS?: string) =>
      parseEnv({ DATA_DIR: dataDir(), REMINDER_DAYS }).REMINDER_DAYS;
    expect(days()).toEqual([3, 15, 30]);
    expect(days("")).toEqual([3, 15, 30]);
    expect(days("30, 7")).toEqual([7, 30]);
    expect(days("1")).toEqual([1]);
    expect(days("none")).toEqual([]);
  });

  it("refuses a malformed REMINDER_DAYS in French, naming what it did not understand", () => {
    const refused = (REMINDER_DAYS: string) => () =>
      parseEnv({ DATA_DIR: dataDir(), REMINDER_DAYS });
    expect(refused("3;15")).toThrow(
      /REMINDER_DAYS : des nombres de jours .*non compris\u00a0: «\u00a03;15\u00a0»/,
    );
    expect(refused("3,quinze,0")).toThrow(
      /non compris\u00a0: «\u00a0quinze\u00a0», «\u00a00\u00a0»/,
    );
    expect(refused("3,,30")).toThrow(/REMINDER_DAYS/);
    expect(refused("3,400")).toThrow(/entre 1 et 365/);
    expect(refused("15,15")).toThrow(/un même jour est donné deux fois/);
  });

  it("reads SHUTDOWN_GRACE_SECONDS: 30 by default, whole seconds from 1 to 600", () => {
    const grace = (SHUTDOWN_GRACE_SECONDS?: string) =>
      parseEnv({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_SECONDS }).SHUTDOWN_GRACE_SECONDS;
    expect(grace()).toBe(30);
    expect(grace("")).toBe(30);
    expect(grace("90")).toBe(90);
    for (const bad of ["0", "-5", "2.5", "601", "trente"]) {
      expect(() => grace(bad), bad).toThrow(
        /SHUTDOWN_GRACE_SECONDS : doit être un nombre entier de secondes entre 1 et 600/,
      );
    }
  });

  it("accepts TEST_CLOCK only on a site served on this machine", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), TEST_CLOCK: "1" }).TEST_CLOCK).toBe("1");
    expect(() =>
      parseEnv({
        DATA_DIR: dataDir(),
        TEST_CLOCK: "1",
        PUBLIC_URL: "https://www.teranga-digital.sn",
      }),
    ).toThrow(/TEST_CLOCK : réservé aux tests/);
  });

  it("takes a payment provider's keys in pairs, with its default address (ADR 029)", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect([env.WAVE_API_KEY, env.PAYTECH_API_KEY]).toEqual([undefined, undefined]);
    expect([env.WAVE_API_BASE, env.PAYTECH_API_BASE, env.PAYTECH_ENV]).toEqual([
      "https://api.wave.com",
      "https://paytech.sn/api",
      "prod",
    ]);
    expect(() => parseEnv({ DATA_DIR: dataDir(), WAVE_API_KEY: "k" })).toThrow(
      /WAVE_WEBHOOK_SECRET : WAVE_API_KEY et WAVE_WEBHOOK_SECRET vont ensemble/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYTECH_API_SECRET: "s" })).toThrow(
      /PAYTECH_API_SECRET : PAYTECH_API_KEY et PAYTECH_API_SECRET vont ensemble/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYTECH_ENV: "sandbox" })).toThrow(
      /PAYTECH_ENV : test ou prod/,
    );
  });

  it("takes WhatsApp Business's three keys together, with Meta's Graph API by default (ADR 045)", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.WHATSAPP_TOKEN).toBeUndefined();
    expect(env.WHATSAPP_API_BASE).toBe("https://graph.facebook.com/v24.0");
    const keys = {
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "s",
    };
    expect(parseEnv({ DATA_DIR: dataDir(), ...keys }).WHATSAPP_PHONE_NUMBER_ID).toBe(
      "106540352242922",
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), WHATSAPP_TOKEN: "t" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID : WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID et WHATSAPP_APP_SECRET vont ensemble/,
    );
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), ...keys, WHATSAPP_PHONE_NUMBER_ID: "+221 77" }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID : doit être l'identifiant numérique du numéro/);
  });
});
