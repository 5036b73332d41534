import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { env } from "#app/config/env.server.ts";
import { hasControlCharacters, parseFormData, readBodyCapped } from "#app/lib/body.ts";
import { hasLoneSurrogate } from "#app/lib/clean-text.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_FORM } from "#app/lib/unavailable.ts";
import {
  CONTROL_CHARS_MESSAGE,
  CROSS_ORIGIN_MESSAGE,
  isSameOrigin,
  LONE_SURROGATE_MESSAGE,
  textRefusal,
  TOO_LARGE_MESSAGE,
  UNREADABLE_MESSAGE,
} from "#app/lib/same-origin.ts";
import {
  clientIp,
  consumeLimit,
  limitMessage,
  LIMITS,
  peekLimit,
  type LimitName,
} from "./limits.server.ts";

/** The body cap of a form without a file. */
export const FORM_MAX_BYTES = 64 * 1024;

export type GuardOptions = {
  /** Largest body read, in bytes (FORM_MAX_BYTES unless the form carries a file). */
  maxBytes?: number;
  /**
   * The named limit (limits.server.ts). A lead form's limit is only looked at
   * here; the handler counts it once the submission is stored (`countLead`).
   */
  limit?: LimitName;
  /** The limit's key: the client address unless given (the account for a password change). */
  limitKey?: string;
  /** The 413 message, when the form has a better one (the contact form's file size). */
  tooLargeMessage?: string;
  /** The body is JSON (better-auth's endpoints), not a form. */
  json?: boolean;
  /**
   * The request proves itself with a secret it carries, not with its origin:
   * mail clients' one-click unsubscribe (RFC 8058) posts from their servers.
   */
  anyOrigin?: boolean;
};

export type Refusal = { status: number; message: string };

export type Guarded =
  | {
      ok: true;
      form: FormData;
      /** The raw bytes, for handlers that pass the body on (better-auth). */
      bytes: Uint8Array;
      ip: string;
      /** The hidden field was filled in: a bot, or an over-eager autofill. */
      honeypot: boolean;
    }
  | { ok: false; refusal: Refusal };

const refuse = (status: number, message: string): Guarded => ({
  ok: false,
  refusal: { status, message },
});

/**
 * What stands in front of every action: same origin, a body cap on the bytes
 * read, no control characters, the named rate limit. Refusals are French and
 * never a 5xx; the action shows them in its form or as plain text.
 */
export async function guardForm(request: Request, options: GuardOptions = {}): Promise<Guarded> {
  if (!options.anyOrigin && !isSameOrigin(request.headers, request.url, env().PUBLIC_URL)) {
    return refuse(403, CROSS_ORIGIN_MESSAGE);
  }
  const body = await readBodyCapped(request, options.maxBytes ?? FORM_MAX_BYTES);
  if (!body.ok) return refuse(413, options.tooLargeMessage ?? TOO_LARGE_MESSAGE);
  const ip = clientIp(request);

  let form: FormData;
  if (options.json) {
    form = new FormData();
    if (hasControlInJson(body.bytes)) return refuse(400, CONTROL_CHARS_MESSAGE);
    if (hasLoneSurrogateInJson(body.bytes)) return refuse(400, LONE_SURROGATE_MESSAGE);
  } else {
    const parsed = await parseFormData(body.bytes, request.headers.get("content-type"));
    if (!parsed) return refuse(400, UNREADABLE_MESSAGE);
    form = parsed;
    if (hasControlCharacters(form)) return refuse(400, CONTROL_CHARS_MESSAGE);
  }

  if (options.limit) {
    const refused = await checkLimit(options.limit, options.limitKey ?? ip);
    if (refused) return { ok: false, refusal: refused };
  }
  const value = form.get(HONEYPOT_FIELD);
  return {
    ok: true,
    form,
    bytes: body.bytes,
    ip,
    honeypot: typeof value === "string" && value.trim() !== "",
  };
}

function isLead(name: LimitName): boolean {
  return (LIMITS[name] as { lead?: boolean }).lead === true;
}

/**
 * Counts one hit of a named limit (a lead form's is only looked at) and gives
 * the refusal when it is over: 429, the limit's French message with its wait.
 * Actions that count only valid forms call this after validating.
 */
export async function checkLimit(name: LimitName, key: string): Promise<Refusal | null> {
  const result = isLead(name) ? await peekLimit(name, key) : await consumeLimit(name, key);
  return result.allowed ? null : limitRefusal(name, result.retryAfter);
}

/** The refusal of a limit that is over (counted elsewhere, e.g. in better-auth's hooks). */
export function limitRefusal(name: LimitName, retryAfter: number | null): Refusal {
  return { status: 429, message: limitMessage(name, retryAfter) };
}

/** A lead form's submission is stored: it now counts toward its limit. */
export async function countLead(name: LimitName, ip: string) {
  await consumeLimit(name, ip);
}

/** A refusal as a form's answer: Conform shows it as the form's error (ADR 015). */
export function refusalAnswer(refusal: Refusal) {
  return data({ result: formRefusal(refusal.message) }, { status: refusal.status });
}

/**
 * The database went away while the form was being stored (ADR 035): « réessayez » in
 * the form, what was typed kept, never a wrong reason (« mot de passe incorrect ») nor
 * a success. Null for any other error, which the caller handles as before.
 */
export function unavailableAnswer<T extends object = object>(
  error: unknown,
  reply?: SubmissionResult<string[]>,
  extra?: T,
) {
  if (!noteDatabaseFailure(error, "form")) return null;
  return data(
    { ...(extra as T), result: formRefusal(UNAVAILABLE_FORM, reply) },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}

/** A refusal as the answer of a resource route. */
export function refusalResponse(refusal: Refusal): Response {
  return textRefusal(refusal.status, refusal.message);
}

/** A JSON body whose strings hold a control character (escaped `\u0000` included). */
function hasControlInJson(bytes: Uint8Array): boolean {
  const text = new TextDecoder().decode(bytes);
  // Raw control bytes are invalid JSON anyway; escaped ones reach the database.
  // eslint-disable-next-line no-control-regex -- the very characters refused
  return /\\u00(?:0[0-8bcefBCEF]|1[0-9a-fA-F]|7[fF])/.test(text) || /[\u0000-\u0008]/.test(text);
}

/**
 * A JSON body with half of a UTF-16 pair (`"\\ud800"`) in a key or a string: it
 * cannot be stored as UTF-8 (PostgreSQL refuses it in jsonb). Unreadable JSON
 * is left to the handler, which says so.
 */
function hasLoneSurrogateInJson(bytes: Uint8Array): boolean {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return false;
  }
  const walk = (v: unknown): boolean => {
    if (typeof v === "string") return hasLoneSurrogate(v);
    if (Array.isArray(v)) return v.some(walk);
    if (v && typeof v === "object") {
      return Object.entries(v).some(([key, inner]) => hasLoneSurrogate(key) || walk(inner));
    }
    return false;
  };
  return walk(value);
}
