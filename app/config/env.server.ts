import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "#app/lib/zod.ts";
import { companyDefaults } from "#app/config/company.ts";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const GRACE_MESSAGE = "doit être un nombre entier de secondes entre 1 et 600";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "doit être un nombre entre 1 et 65535" })
    .int()
    .min(1)
    .max(65535)
    .default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // Where `npm run backup` writes when no folder is given (ADR 023).
  BACKUP_DIR: optional,
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
      .optional(),
  ),
  AUTH_SECRET: optional.pipe(z.string().min(32, "doit contenir au moins 32 caractères").optional()),
  // Defaults to http://localhost:<PORT> (parseEnv).
  PUBLIC_URL: optional.pipe(z.url("doit être une URL complète (http://…)").optional()),
  STAFF_USERNAME: optional.pipe(
    z
      .string()
      .regex(
        /^[a-zA-Z0-9_.]{3,30}$/,
        "3 à 30 lettres, chiffres, «\u00a0_\u00a0» ou «\u00a0.\u00a0»",
      )
      .optional(),
  ),
  STAFF_EMAIL: optional.pipe(z.email("adresse e-mail invalide").optional()),
  STAFF_PASSWORD: optional.pipe(
    z.string().min(8, "doit contenir au moins 8 caractères").optional(),
  ),
  MAIL_TRANSPORT: z.enum(["file", "smtp", "emailjs"]).default("file"),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
      .optional(),
  ),
  MAIL_FROM: optional.pipe(z.string().optional()),
  MAIL_TO: optional.pipe(z.email("adresse e-mail invalide").optional()),
  // The email service of docs/product.md §7, used only when MAIL_TRANSPORT=emailjs.
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_TEMPLATE_CONTACT: optional,
  EMAILJS_TEMPLATE_NOTIFICATION: optional,
  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_PRIVATE_KEY: optional,
  EMAILJS_URL: z.url().default("https://api.emailjs.com"),
  // Operational knobs; tests shorten or raise them.
  STAFF_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(15 * 60),
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
  // How long SIGTERM waits for the requests already read to be answered (ADR 017).
  SHUTDOWN_GRACE_SECONDS: optional.pipe(
    z.coerce
      .number<string | undefined>({ error: GRACE_MESSAGE })
      .int(GRACE_MESSAGE)
      .min(1, GRACE_MESSAGE)
      .max(600, GRACE_MESSAGE)
      .default(30),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Automatic reminders of unpaid invoices, in days after the due date (ADR 022).
  REMINDER_DAYS: optional.transform((v, ctx) => {
    const parsed = parseReminderDays(v);
    if (typeof parsed === "string") {
      ctx.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  }),
  // Tests only (ADR 022): lets the staff move this server's clock. Refused unless
  // the site is served on this machine (crossChecks).
  TEST_CLOCK: optional.pipe(z.enum(["0", "1"], { error: "0 ou 1" }).optional()),
  // Paying online (ADR 029): a provider is offered only when its keys are set.
  WAVE_API_KEY: optional,
  WAVE_WEBHOOK_SECRET: optional,
  WAVE_API_BASE: z.url("doit être une URL complète (https://…)").default("https://api.wave.com"),
  PAYTECH_API_KEY: optional,
  PAYTECH_API_SECRET: optional,
  PAYTECH_API_BASE: z
    .url("doit être une URL complète (https://…)")
    .default("https://paytech.sn/api"),
  PAYTECH_ENV: z.enum(["test", "prod"], { error: "test ou prod" }).default("prod"),
  // WhatsApp Business (ADR 045): connected only when the three keys are set.
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional.pipe(
    z.string().regex(/^\d+$/, "doit être l'identifiant numérique du numéro (Meta)").optional(),
  ),
  WHATSAPP_APP_SECRET: optional,
  // The « Verify token » typed in Meta's App Dashboard for the webhook's GET check.
  WHATSAPP_VERIFY_TOKEN: optional,
  // The Graph API with its version; tests point it at their local server.
  WHATSAPP_API_BASE: z
    .url("doit être une URL complète (https://…)")
    .default("https://graph.facebook.com/v24.0"),
  TRUST_PROXY: optional.transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (typeof parsed === "string") {
      ctx.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  }),
});

/** What Express's `trust proxy` receives: no proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// Express's names for address ranges, accepted beside addresses and CIDR blocks.
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY, as Express's `trust proxy` understands it: a hop count or a list
 * of addresses. `true` is refused: it would believe the left-most
 * X-Forwarded-For, which any client writes, and every per-address limit would
 * fall. Returns the problem in words when the value is not understood.
 */
function parseTrustProxy(value: string | undefined): TrustProxy | string {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") {
    return "«\u00a0true\u00a0» ferait confiance à l'adresse choisie par le client\u00a0: indiquez le nombre de proxys devant le site (1 derrière un seul nginx) ou leurs adresses";
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((v) => v.trim());
  const bad = entries.filter((v) => {
    if (PROXY_RANGES.has(v)) return false;
    const [address = "", bits, ...rest] = v.split("/");
    if (rest.length > 0 || isIP(address) === 0) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max);
  });
  if (bad.length > 0) {
    return `nombre de proxys, ou adresses séparées par des virgules (127.0.0.1, 10.0.0.0/8, loopback)\u00a0; non compris\u00a0: ${bad.join(", ")}`;
  }
  return entries;
}

/** The default steps of automatic reminders: 3, 15 and 30 days after the due date. */
export const DEFAULT_REMINDER_DAYS = [3, 15, 30] as const;

/**
 * REMINDER_DAYS: days after the due date, comma-separated (« 3,15,30 »), or
 * « none » for no automatic reminder. Sorted ascending. Returns the problem in
 * words when the value is not understood.
 */
export function parseReminderDays(value: string | undefined): number[] | string {
  if (value === undefined) return [...DEFAULT_REMINDER_DAYS];
  if (value.toLowerCase() === "none") return [];
  const example =
    "des nombres de jours après l'échéance, entre 1 et 365, séparés par des virgules (par exemple 3,15,30), ou none pour aucune relance automatique";
  const parts = value.split(",").map((p) => p.trim());
  if (parts.length > 10) return `10 relances au plus\u00a0: ${example}`;
  const days = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  const bad = parts.filter((_, i) => !(days[i]! >= 1 && days[i]! <= 365));
  if (bad.length > 0) {
    return `${example}\u00a0; non compris\u00a0: ${bad.map((b) => `«\u00a0${b}\u00a0»`).join(", ")}`;
  }
  if (new Set(days).size !== days.length)
    return `un même jour est donné deux fois\u00a0: ${example}`;
  return days.sort((a, b) => a - b);
}

// Rules between variables, checked on the raw values so every problem is listed at once.
function crossChecks(source: NodeJS.ProcessEnv): [string, string][] {
  const set = (k: string) => Boolean(source[k]?.trim());
  const problems: [string, string][] = [];
  const transport = source.MAIL_TRANSPORT?.trim();
  if (transport === "smtp" && !set("SMTP_URL")) {
    problems.push(["SMTP_URL", "requis quand MAIL_TRANSPORT=smtp"]);
  }
  if (transport === "emailjs") {
    for (const key of [
      "EMAILJS_SERVICE_ID",
      "EMAILJS_TEMPLATE_CONTACT",
      "EMAILJS_TEMPLATE_NOTIFICATION",
      "EMAILJS_PUBLIC_KEY",
    ]) {
      if (!set(key)) problems.push([key, "requis quand MAIL_TRANSPORT=emailjs"]);
    }
  }
  if (set("DATABASE_URL") && !set("AUTH_SECRET")) {
    problems.push([
      "AUTH_SECRET",
      "requis avec DATABASE_URL\u00a0: toutes les instances qui partagent la base doivent signer sessions et liens avec la même clé (32 caractères au moins, par exemple `openssl rand -base64 32`)",
    ]);
  }
  const staff = ["STAFF_USERNAME", "STAFF_EMAIL", "STAFF_PASSWORD"].some(set);
  if (staff && !(set("STAFF_EMAIL") && set("STAFF_PASSWORD"))) {
    problems.push([
      "STAFF_PASSWORD",
      "STAFF_EMAIL et STAFF_PASSWORD vont ensemble (STAFF_USERNAME est facultatif)",
    ]);
  }
  if (set("WAVE_API_KEY") !== set("WAVE_WEBHOOK_SECRET")) {
    problems.push([
      "WAVE_WEBHOOK_SECRET",
      "WAVE_API_KEY et WAVE_WEBHOOK_SECRET vont ensemble (le secret signe les webhooks de Wave)",
    ]);
  }
  if (set("PAYTECH_API_KEY") !== set("PAYTECH_API_SECRET")) {
    problems.push(["PAYTECH_API_SECRET", "PAYTECH_API_KEY et PAYTECH_API_SECRET vont ensemble"]);
  }
  const whatsapp = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET"];
  if (whatsapp.some(set) && !whatsapp.every(set)) {
    problems.push([
      whatsapp.find((k) => !set(k))!,
      "WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID et WHATSAPP_APP_SECRET vont ensemble (le secret de l'application signe les webhooks)",
    ]);
  }
  if (source.TEST_CLOCK?.trim() === "1") {
    const url = source.PUBLIC_URL?.trim() || "http://localhost";
    let host = "";
    try {
      host = new URL(url).hostname;
    } catch {
      // PUBLIC_URL's own check names the problem.
    }
    if (!["localhost", "127.0.0.1", "[::1]"].includes(host)) {
      problems.push([
        "TEST_CLOCK",
        "réservé aux tests\u00a0: refusé quand PUBLIC_URL n'est pas une adresse locale (localhost)",
      ]);
    }
  }
  return problems;
}

export type Env = z.infer<typeof EnvSchema> & {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
  DATA_DIR: string;
  MAIL_FROM: string;
  MAIL_TO: string;
};

export class EnvError extends Error {}

/** Parses an environment; throws an EnvError listing every bad variable in plain words. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => [i.path.join(".") || "?", i.message])),
    ...crossChecks(source),
  ];
  if (!result.success || problems.length > 0) {
    const lines = problems.map(([name, message]) => `  - ${name} : ${message}`);
    throw new EnvError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    // A fresh install's identity: the environment is read before the settings.
    MAIL_FROM: env.MAIL_FROM ?? `${companyDefaults.name} <${companyDefaults.emails.noreply}>`,
    MAIL_TO: env.MAIL_TO ?? companyDefaults.emails.contact,
  };
}

// Generated once and kept beside the data so sessions survive restarts. One
// instance only: several on one PostgreSQL must share AUTH_SECRET (crossChecks).
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

/** The validated environment of this process, read on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The site's public origin (PUBLIC_URL without its trailing slash), for absolute links. */
export function publicOrigin(): string {
  return env().PUBLIC_URL.replace(/\/$/, "");
}

/** For tests that start several configurations in one process. */
export function resetEnvForTests() {
  cached = undefined;
}
