import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "#app/lib/zod.ts";
import { company } from "#app/config/company.ts";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "doit être un nombre entre 1 et 65535" })
    .int()
    .min(1)
    .max(65535)
    .default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
      .optional(),
  ),
  AUTH_SECRET: optional.pipe(z.string().min(32, "doit contenir au moins 32 caractères").optional()),
  PUBLIC_URL: z.url("doit être une URL complète (http://…)").default("http://localhost:3000"),
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
  // The email service of SPEC.md §7, used only when MAIL_TRANSPORT=emailjs.
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
});

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
  const staff = ["STAFF_USERNAME", "STAFF_EMAIL", "STAFF_PASSWORD"].some(set);
  if (staff && !(set("STAFF_EMAIL") && set("STAFF_PASSWORD"))) {
    problems.push([
      "STAFF_PASSWORD",
      "STAFF_EMAIL et STAFF_PASSWORD vont ensemble (STAFF_USERNAME est facultatif)",
    ]);
  }
  return problems;
}

export type Env = z.infer<typeof EnvSchema> & {
  AUTH_SECRET: string;
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
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    MAIL_FROM: env.MAIL_FROM ?? `${company.name} <${company.emails.noreply}>`,
    MAIL_TO: env.MAIL_TO ?? company.emails.contact,
  };
}

// Generated once and kept beside the data so sessions survive restarts.
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

/** For tests that start several configurations in one process. */
export function resetEnvForTests() {
  cached = undefined;
}
