import { data, redirect } from "react-router";
import { moneyOf } from "#app/features/documents/snapshot.ts";
import { formatMoney, type Language } from "#app/lib/currency.ts";
import { formatFcfa } from "#app/lib/money.ts";
import type { DrawPdf } from "#app/features/documents/print-state.ts";
import { guardForm, type GuardOptions } from "#app/features/guard/form-guard.server.ts";
import { resolveClientLink } from "#app/features/portal/link.server.ts";
import { openToken, type TokenRefusal } from "#app/features/portal/token-door.server.ts";
import { httpError } from "#app/lib/http-error.ts";
import type { z } from "#app/lib/zod.ts";
import {
  acceptQuote,
  loadAnswer,
  refuseQuote,
  type AnswerOutcome,
  type AnswerState,
} from "./acceptance.server.ts";
import { closedMessage } from "./closed.ts";
import { ANSWER_WORDS } from "./answer-words.ts";
import { AcceptSchema, readForm, RefuseSchema, type FieldErrors } from "./schemas.ts";
import { SIGNATURE_MAX_CHARS } from "./signature.ts";
import { checkSignature } from "./signature.server.ts";
import { signatureScriptUrl } from "./script.server.ts";
import type { AnswerActionData, AnswerPageData, AnswerView } from "./views.ts";

// The loaders and actions of /d/:token/accepter and /d/:token/refuser (issue 22).

/** The quote's language, French when there is no quote to read it from. */
function languageOf(state: AnswerState | null): Language {
  return state?.quote ? moneyOf(state.quote.snapshot).language : "fr";
}

/** The quote's TTC as its documents print it: an EUR quote's cents, not its francs (ADR 055). */
function quoteTotal(quote: NonNullable<AnswerState["quote"]>): string {
  const { currency, language } = moneyOf(quote.snapshot);
  return currency === "XOF" && language === "fr"
    ? formatFcfa(quote.totalTtc)
    : formatMoney(quote.snapshot.totals.totalTTC, currency, language);
}

function view(state: AnswerState): AnswerView {
  const quote = state.quote
    ? {
        number: state.quote.number,
        total: quoteTotal(state.quote),
        project: state.quote.project,
        clientName: state.quote.clientName,
        validUntil: state.quote.validUntil,
      }
    : null;
  if (state.open) return { open: true, quote: quote! };
  return {
    open: false,
    reason: state.reason,
    ...closedMessage(state.reason, state.quote, languageOf(state)),
    quote,
    acceptance: state.acceptance,
  };
}

const notFound = () => new Response("Page introuvable", { status: 404 });

/** The 404 of an unknown token, or the 429 past the limit of unknown tokens (never for a valid one). */
function refused({ status, retryAfter, message }: TokenRefusal) {
  if (status === 404) return notFound();
  return httpError({ limited: message }, 429, {
    headers: { "Retry-After": String(retryAfter ?? 60) },
  });
}

/** GET /d/:token/accepter and /d/:token/refuser. */
export async function answerLoader(request: Request, token: string, page: "accept" | "refuse") {
  const opened = await openToken(request, () => loadAnswer(token));
  if (!opened.ok) throw refused(opened.refusal);
  const state = opened.value;
  const done = new URL(request.url).searchParams.has("merci");
  const shown = view(state);
  return {
    token,
    language: languageOf(state),
    state: shown,
    done,
    script: page === "accept" && shown.open ? signatureScriptUrl() : null,
  } satisfies AnswerPageData;
}

/**
 * The fields' errors in the quote's language: the schemas write French, an English
 * quote's page says them in English, field by field (ADR 055).
 */
async function errorsIn(token: string, errors: FieldErrors): Promise<FieldErrors> {
  const language = languageOf(await loadAnswer(token));
  if (language === "fr") return errors;
  const words = ANSWER_WORDS[language].errors;
  return Object.fromEntries(
    Object.keys(errors).map((k) => [k, words[k as keyof typeof words] ?? errors[k]]),
  );
}

function source(request: Request, ip: string) {
  return { ip, userAgent: request.headers.get("user-agent") ?? "" };
}

function fieldValues(form: FormData, names: string[]) {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "")]));
}

function answered(outcome: AnswerOutcome, token: string, page: string) {
  if (!outcome) throw notFound();
  if (outcome.ok) return redirect(`/d/${token}/${page}?merci`, 303);
  return data({ closed: view(outcome.state) } satisfies AnswerActionData, { status: 409 });
}

/**
 * What both answers' POSTs do first: the token (an unknown one counts as a failure of
 * the address, not as an answer), the guard, then the fields; a refusal or the fields'
 * errors as the page shows them, else the values and where they came from.
 */
async function readAnswer<T>(
  request: Request,
  token: string,
  schema: z.ZodType<T>,
  names: string[],
  guard: GuardOptions,
) {
  const opened = await openToken(request, () => resolveClientLink(token));
  if (!opened.ok) throw refused(opened.refusal);
  const guarded = await guardForm(request, guard);
  if (!guarded.ok) {
    return {
      ok: false as const,
      answer: data({ formError: guarded.refusal.message } satisfies AnswerActionData, {
        status: guarded.refusal.status,
      }),
    };
  }
  const values = fieldValues(guarded.form, names);
  const parsed = readForm(schema, guarded.form);
  if (!parsed.ok) {
    return {
      ok: false as const,
      answer: data(
        { errors: await errorsIn(token, parsed.errors), values } satisfies AnswerActionData,
        { status: 400 },
      ),
    };
  }
  return { ok: true as const, value: parsed.value, values, source: source(request, guarded.ip) };
}

/** POST /d/:token/accepter: « Accepter le devis ». */
export async function acceptAction(request: Request, token: string, draw: DrawPdf) {
  const read = await readAnswer(request, token, AcceptSchema, ["name", "role"], {
    limit: "client-answer",
    // A drawn signature makes the form larger than a text form (bounded, signature.ts).
    maxBytes: SIGNATURE_MAX_CHARS + 16 * 1024,
    tooLargeMessage:
      "Le formulaire est trop volumineux (la signature dessinée)\u00a0: effacez-la, signez plus simplement et réessayez.",
  });
  if (!read.ok) return read.answer;
  const signature = await checkSignature(read.value.signature);
  if (!signature.ok) {
    return data(
      {
        errors: await errorsIn(token, { signature: signature.message }),
        values: read.values,
      } satisfies AnswerActionData,
      { status: 400 },
    );
  }
  const outcome = await acceptQuote(token, read.value, signature.png, read.source, draw);
  return answered(outcome, token, "accepter");
}

/** POST /d/:token/refuser: « Refuser le devis ». */
export async function refuseAction(request: Request, token: string) {
  const read = await readAnswer(request, token, RefuseSchema, ["name", "reason"], {
    limit: "client-answer",
  });
  if (!read.ok) return read.answer;
  const outcome = await refuseQuote(token, read.value, read.source);
  return answered(outcome, token, "refuser");
}
