import { sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";

type Limit = {
  /** Seconds of the fixed window. */
  window: number;
  /** Hits allowed per window, before RATE_LIMIT_FACTOR. */
  max: number;
  /** What the refused person reads, before « Réessayez dans N minutes ». */
  message: string;
  /** A lead form: only stored submissions count, and the refusal gives the firm's email and phone. */
  lead?: boolean;
};

/**
 * Every rate limit of the site, in one place (docs/product.md §9). Keys are
 * `name:ip`, or `name:account` for the password change. `RATE_LIMIT_FACTOR`
 * multiplies every `max`.
 */
export const LIMITS = {
  contact: {
    window: 3600,
    max: 10,
    message: "Trop de messages envoyés depuis votre connexion.",
    lead: true,
  },
  /** « Réserver un appel » (ADR 044): stored bookings only count. */
  booking: {
    window: 3600,
    max: 5,
    message: "Trop de réservations depuis votre connexion.",
    lead: true,
  },
  newsletter: {
    window: 3600,
    max: 10,
    message: "Trop d'inscriptions depuis votre connexion.",
    lead: true,
  },
  /** Acknowledgements one address receives in a day: the form cannot mail someone at will. Silent. */
  "contact-ack": {
    window: 86_400,
    max: 5,
    message: "Trop d'accusés de réception pour cette adresse.",
  },
  register: { window: 3600, max: 10, message: "Échec de l'inscription\u00a0: trop de tentatives." },
  login: { window: 600, max: 10, message: "Échec de la connexion\u00a0: trop de tentatives." },
  "forgot-password": { window: 600, max: 5, message: "Trop de demandes depuis votre connexion." },
  "reset-password": { window: 600, max: 10, message: "Trop de tentatives." },
  /** The staff account, whatever the door (our form or /api/auth). Failures only. */
  "staff-login": { window: 300, max: 10, message: "Trop de tentatives de connexion." },
  "change-password": { window: 900, max: 5, message: "Erreur\u00a0: trop de tentatives." },
  /** A quote's answer, posted from /d/:token/accepter and /refuser (ADR 028), with a valid token. */
  "client-answer": {
    window: 600,
    max: 60,
    message: "Trop de requêtes depuis votre connexion.",
  },
  "client-pay": {
    window: 600,
    max: 20,
    message: "Trop de tentatives de paiement depuis votre connexion.",
  },
  // better-auth's own counters on /api/auth/*, by its path (auth.server.ts).
  "auth-any": { window: 60, max: 100, message: "Trop de requêtes." },
  "auth-sign-in": { window: 10, max: 3, message: "Trop de tentatives de connexion." },
  "auth-sign-up": { window: 60, max: 5, message: "Trop de tentatives d'inscription." },
  "auth-reset": { window: 600, max: 5, message: "Trop de demandes depuis votre connexion." },
  /**
   * Unknown tokens asked by an address on every /d/<token> page (ADR 027): failures
   * only, a valid token is never refused (portal/token-door.server.ts).
   */
  "client-token": {
    window: 600,
    max: 120,
    message: "Trop de liens inconnus demandés depuis votre connexion.",
  },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export type LimitResult = { allowed: boolean; retryAfter: number | null };

/** A limit's window and its max, with RATE_LIMIT_FACTOR applied. */
export function limitRule(name: LimitName): { window: number; max: number } {
  const limit = LIMITS[name];
  return { window: limit.window, max: limit.max * env().RATE_LIMIT_FACTOR };
}

/** "Réessayez dans 3 minutes." (the one place this sentence is written). */
export function retryIn(retryAfter: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
  return `Réessayez dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}.`;
}

/** The refusal of a limit, in French; a lead form also says how to reach the firm. */
export function limitMessage(name: LimitName, retryAfter: number | null): string {
  const limit: Limit = LIMITS[name];
  const text = `${limit.message} ${retryIn(retryAfter)}`;
  if (!limit.lead) return text;
  return `${text} Vous pouvez aussi nous écrire à ${company.emails.contact} ou nous appeler au ${company.phones.main.replace(/ /g, "\u00a0")}.`;
}

/**
 * Counts one hit against `name:key` in a fixed window, atomically in the
 * database so every app instance shares the same counters.
 */
export async function consumeLimit(
  name: LimitName,
  key: string,
  rule = limitRule(name),
): Promise<LimitResult> {
  return consumeKey(`${name}:${key}`, rule);
}

/** The counter itself, for callers whose keys are made elsewhere (better-auth's). */
export async function consumeKey(
  fullKey: string,
  rule: { window: number; max: number },
): Promise<LimitResult> {
  const result = await db().execute<{ count: number; retry: number }>(sql`
    insert into rate_limit (key, count, window_start) values (${fullKey}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_start <= now() - make_interval(secs => ${rule.window})
                   then 1 else rate_limit.count + 1 end,
      window_start = case when rate_limit.window_start <= now() - make_interval(secs => ${rule.window})
                   then now() else rate_limit.window_start end
    returning count,
      greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.window}) - now()))))::int as retry
  `);
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfter: null };
  const allowed = Number(row.count) <= rule.max;
  return { allowed, retryAfter: allowed ? null : Math.max(1, Number(row.retry)) };
}

/**
 * Whether one more hit would pass, without counting it: lead forms look first,
 * store the submission, and only then count it (`consumeLimit`), so typing
 * mistakes never lock a visitor out.
 */
export async function peekLimit(name: LimitName, key: string): Promise<LimitResult> {
  const rule = limitRule(name);
  const result = await db().execute<{ count: number; retry: number }>(sql`
    select count,
      greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.window}) - now()))))::int as retry
    from rate_limit
    where key = ${`${name}:${key}`} and window_start > now() - make_interval(secs => ${rule.window})
  `);
  const row = result.rows[0];
  if (!row || Number(row.count) < rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: Math.max(1, Number(row.retry)) };
}

/**
 * Gives back one hit (a sign-in that succeeded): the limits on sign-in count
 * failures, so a person who signs in often is never locked out.
 */
export async function refundLimit(name: LimitName, key: string) {
  await db().execute(
    sql`update rate_limit set count = greatest(count - 1, 0) where key = ${`${name}:${key}`}`,
  );
}

/** The client address the server put in `x-real-ip` (client values are overwritten). */
export function clientIp(request: { headers: { get(name: string): string | null } }): string {
  return request.headers.get("x-real-ip") ?? "unknown";
}
