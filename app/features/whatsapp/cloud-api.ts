import { createHmac, timingSafeEqual } from "node:crypto";
import type { WhatsappDelivery } from "./registry.ts";

// WhatsApp Business's Cloud API as Meta documents it (ADR 045 cites the pages). Pure:
// the requests' JSON, the answers read, the webhook's signature and statuses.

/** A template's header document: the PDF uploaded first (POST /<PHONE_NUMBER_ID>/media). */
export type HeaderDocument = { mediaId: string; filename: string };

/**
 * POST /<PHONE_NUMBER_ID>/messages, a template message (the only kind a business may send
 * outside the 24-hour customer service window): its name and language, a header whose
 * parameter is the document, the body's text parameters in order.
 */
export function templateMessage(input: {
  to: string;
  template: string;
  language: string;
  header?: HeaderDocument;
  body: string[];
}) {
  const components: unknown[] = [];
  if (input.header) {
    components.push({
      type: "header",
      parameters: [
        {
          type: "document",
          document: { id: input.header.mediaId, filename: input.header.filename },
        },
      ],
    });
  }
  components.push({
    type: "body",
    parameters: input.body.map((text) => ({ type: "text", text: templateText(text) })),
  });
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: input.to,
    type: "template",
    template: { name: input.template, language: { code: input.language }, components },
  };
}

/**
 * A template's text parameter: Meta refuses new lines, tabs and more than four spaces in a
 * row (error 132018), so they become single spaces.
 */
export function templateText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** The fields of the media upload (multipart/form-data, beside the file itself). */
export const MEDIA_UPLOAD_FIELDS = { messaging_product: "whatsapp", type: "application/pdf" };

/** A Graph API error: its code decides between trying again and giving up. */
export type CloudError = { httpStatus: number; code: number | null; message: string };

/** Codes worth another try later: throughput and Meta's own temporary troubles. */
const TEMPORARY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 133004]);

/** Whether a failure may pass by itself (a network error has no status: 0). */
export function isTemporary(error: CloudError): boolean {
  if (error.httpStatus === 0 || error.httpStatus >= 500 || error.httpStatus === 429) return true;
  return error.code !== null && TEMPORARY_CODES.has(error.code);
}

/**
 * What the firm reads of a kept error (« (#131047) Re-engagement message »): Meta's text is
 * English, so the codes Meta documents (Cloud API « Error codes », linked from every
 * webhook's `href`) are said in French; another keeps its number, never Meta's words.
 */
const CODES_IN_FRENCH: Record<number, string> = {
  0: "jeton d'accès refusé (WHATSAPP_TOKEN à renouveler)",
  190: "jeton d'accès expiré (WHATSAPP_TOKEN à renouveler)",
  10: "autorisation refusée à l'application",
  100: "paramètre refusé par l'API",
  368: "compte bloqué temporairement pour non-respect des règles de Meta",
  130429: "trop de messages envoyés en peu de temps",
  131000: "erreur passagère chez WhatsApp",
  131009: "valeur de paramètre refusée",
  131026: "message impossible à remettre (numéro sans WhatsApp ou conditions non acceptées)",
  131047:
    "plus de 24\u00a0h depuis le dernier message du client\u00a0: seul un modèle approuvé peut partir",
  131048: "limite anti-spam atteinte pour ce numéro",
  131051: "type de message non pris en charge",
  131053: "le PDF n'a pas pu être envoyé",
  131056: "trop de messages vers ce client en peu de temps",
  132000: "le nombre de champs du modèle ne correspond pas",
  132001: "modèle de message introuvable ou pas encore approuvé",
  133010: "numéro de l'entreprise non enregistré sur WhatsApp",
};

/** How a kept error begins when Meta's server was not reached (no code, no answer). */
export const UNREACHABLE = "Cloud API injoignable";

export function errorInFrench(kept: string): string {
  const numbered = /^\(#(\d+)\)/.exec(kept);
  if (numbered) {
    const code = Number(numbered[1]);
    return CODES_IN_FRENCH[code] ?? `erreur n° ${code}`;
  }
  if (kept.startsWith(UNREACHABLE)) return "serveur de WhatsApp injoignable";
  if (/^réponse HTTP \d+$/.test(kept)) return kept;
  return "erreur sans code";
}

/** The error of a Graph API answer (`{ error: { message, code, … } }`). */
export function readError(httpStatus: number, json: unknown): CloudError {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === "number" ? error.code : null;
  const message = typeof error?.message === "string" ? error.message : `réponse HTTP ${httpStatus}`;
  return { httpStatus, code, message: code !== null ? `(#${code}) ${message}` : message };
}

/** The answer to a message sent: `{ messages: [{ id: "wamid.…" }] }`. */
export function readMessageId(json: unknown): string | null {
  const id = (json as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

/** The answer to a media upload: `{ id: "…" }`. */
export function readMediaId(json: unknown): string | null {
  const id = (json as { id?: unknown } | null)?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

/**
 * X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body, keyed by the app
 * secret, in hexadecimal; compared in constant time.
 */
export function signatureValid(rawBody: string, header: string | null, appSecret: string) {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "utf8");
  const expected = Buffer.from(
    createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex"),
    "utf8",
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The webhook's GET check: `hub.mode=subscribe` and our verify token answer
 * `hub.challenge`; anything else is refused.
 */
export function verificationChallenge(url: URL, verifyToken: string | undefined): string | null {
  const q = url.searchParams;
  if (!verifyToken || q.get("hub.mode") !== "subscribe") return null;
  const token = q.get("hub.verify_token") ?? "";
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return q.get("hub.challenge");
}

export type StatusUpdate = {
  id: string;
  status: WhatsappDelivery;
  at: Date;
  /** A failed message: Meta's first error (`errors[0]`). */
  error: string | null;
};

const STATUSES = new Set<string>(["sent", "delivered", "read", "failed"]);

/**
 * The statuses of a `messages` webhook: `entry[].changes[].value.statuses[]`, each with the
 * message's `id`, its `status`, a `timestamp` in seconds and, when failed, `errors[]`.
 * Anything else (incoming messages, unknown statuses) is left out.
 */
export function readStatuses(json: unknown): StatusUpdate[] {
  const updates: StatusUpdate[] = [];
  const body = json as { object?: unknown; entry?: unknown } | null;
  if (body?.object !== "whatsapp_business_account" || !Array.isArray(body.entry)) return [];
  for (const entry of body.entry as { changes?: unknown }[]) {
    if (!Array.isArray(entry?.changes)) continue;
    for (const change of entry.changes as { field?: unknown; value?: { statuses?: unknown } }[]) {
      if (change?.field !== "messages" || !Array.isArray(change.value?.statuses)) continue;
      for (const s of change.value.statuses as Record<string, unknown>[]) {
        if (typeof s?.id !== "string" || typeof s.status !== "string") continue;
        if (!STATUSES.has(s.status)) continue;
        const seconds = Number(s.timestamp);
        const errors = Array.isArray(s.errors) ? (s.errors as Record<string, unknown>[]) : [];
        const first = errors[0];
        updates.push({
          id: s.id,
          status: s.status as WhatsappDelivery,
          at: new Date(Number.isFinite(seconds) ? seconds * 1000 : 0),
          error: first
            ? `(#${String(first.code)}) ${String(first.title ?? first.message ?? "")}`.trim()
            : null,
        });
      }
    }
  }
  return updates;
}

/** Statuses only move forward (Meta may deliver them out of order); « échec » is final. */
const RANK: Record<WhatsappDelivery, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export function laterDelivery(
  current: WhatsappDelivery | null,
  next: WhatsappDelivery,
): WhatsappDelivery {
  if (current === null) return next;
  return RANK[next] > RANK[current] ? next : current;
}
