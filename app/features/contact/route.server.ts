import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie, data, redirect } from "react-router";
import { env } from "#app/config/env.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.ts";
import { checkLimit, countLead, guardForm } from "#app/features/guard/form-guard.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { findProject } from "#app/features/portfolio/projects.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { UNAVAILABLE_FORM } from "#app/lib/unavailable.ts";
import { submitContact } from "./contact.server.ts";
import { ContactFormSchema } from "./schemas.ts";
import { resolveReference } from "./services.ts";
import type { ContactAnswer, ContactUploadAnswer } from "./types.ts";
import { checkUpload, type CheckedUpload } from "./upload.server.ts";
import { MAX_UPLOAD_BYTES, TOO_LARGE } from "./upload.ts";

// The contact page's loader and its two actions (docs/product.md §2): the form posted
// without JavaScript (/contact) and with it (/contact/envoi), checked and stored alike.

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

export type ContactOutcome =
  | { ok: true; location: string; headers: Headers }
  | { ok: false; status: number; data: ContactAnswer };

/** The query that carries the reference (`projet`, `service`), kept across the submission. */
export function referenceQuery(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["projet", "service"]) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value.slice(0, 200));
  }
  return params;
}

// One-shot proof that this browser just sent a request: the success banner
// shows once, not again when `/contact?envoye=…` is reloaded or shared.
function sentCookie() {
  return createCookie("td.contact-envoye", {
    // "/": the page's data requests (/contact.data) are outside a "/contact" path.
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().PUBLIC_URL.startsWith("https://"),
    maxAge: 600,
  });
}

/** Whether the page should say « envoyé » for `?envoye=<id>`, and the header that forgets it. */
export async function takeSentBanner(
  request: Request,
  id: string | null,
): Promise<{ show: boolean; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (!id || !cookie?.includes("td.contact-envoye=")) return { show: false, headers };
  const value: unknown = await sentCookie().parse(cookie);
  headers.append("Set-Cookie", await sentCookie().serialize("", { maxAge: 0 }));
  return { show: value === id, headers };
}

/** The form's hidden key: one stored request per rendered form. */
export const IDEMPOTENCY_FIELD = "cle";

/**
 * Reads, checks and stores a contact request (multipart form). Used by the
 * page's action (no JavaScript) and by `/contact/envoi` (the upload with a
 * progress bar), so both answer the same Conform result. Only stored requests
 * count toward the limit, a honeypot hit is stored as « indésirable » (not
 * mailed), and the same form posted twice (its key) is stored once; the
 * visitor sees the same success each time.
 */
export async function processContactForm(request: Request): Promise<ContactOutcome> {
  const url = new URL(request.url);
  const fail = (status: number, data: ContactAnswer): ContactOutcome => ({
    ok: false,
    status,
    data,
  });

  const guarded = await guardForm(request, {
    // The file and the multipart envelope around it.
    maxBytes: MAX_UPLOAD_BYTES + 512 * 1024,
    tooLargeMessage: TOO_LARGE,
  });
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    // The body was not read: nothing to give back but the message (and the file's, when too large).
    return fail(status, {
      result: formRefusal(message, status === 413 ? { error: { projectFile: [TOO_LARGE] } } : {}),
    });
  }
  const { form, ip } = guarded;
  const submission = parseWithZod(form, { schema: ContactFormSchema });
  const file = form.get("projectFile");
  // A browser sends an empty, nameless part when no file was chosen.
  const chosen = file instanceof File && file.name !== "" ? file : null;
  // The database away (ADR 035): « réessayez », with what was typed and the file to attach again.
  const unavailable = () =>
    fail(503, {
      result: shortEcho(formRefusal(UNAVAILABLE_FORM, submission.reply())),
      ...(chosen ? { fileToAttachAgain: chosen.name } : {}),
    });
  // The limit is read here rather than in the guard: the typed text is parsed by now.
  let limited;
  try {
    limited = await checkLimit("contact", ip);
  } catch (error) {
    if (noteDatabaseFailure(error, "/contact")) return unavailable();
    throw error;
  }
  if (limited) return fail(limited.status, { result: formRefusal(limited.message) });
  // Size, type and emptiness come from the schema; then the content, even when a field is wrong.
  let fileError =
    submission.status === "success" ? null : (submission.error?.projectFile?.[0] ?? null);
  let upload: CheckedUpload | null = null;
  if (chosen && !fileError) {
    const checked = await checkUpload(chosen, new Uint8Array(await chosen.arrayBuffer()));
    if (checked.ok) upload = checked.file;
    else fileError = checked.error;
  }
  if (submission.status !== "success" || fileError) {
    const reply = submission.reply(fileError ? { fieldErrors: { projectFile: [fileError] } } : {});
    // A refused file must be replaced anyway; a good one, lost by the browser, attached again.
    const again = chosen && !fileError ? { fileToAttachAgain: chosen.name } : {};
    return fail(400, { result: shortEcho(reply), ...again });
  }

  const key = form.get(IDEMPOTENCY_FIELD);
  try {
    const result = await submitContact(submission.value, upload, {
      ip,
      spam: guarded.honeypot,
      idempotencyKey: typeof key === "string" ? key.slice(0, 100) : null,
    });
    // Stored: the visitor is told so even if counting it fails now (the database gone
    // between the two); the limit is best effort, the request is not.
    if (result.stored) {
      await countLead("contact", ip).catch((error: unknown) =>
        noteDatabaseFailure(error, "/contact", "contact request not counted"),
      );
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      noteDatabaseFailure(error, "/contact");
      return unavailable();
    }
    logger().error({ err: error }, "contact request not stored");
    const again = chosen ? { fileToAttachAgain: chosen.name } : {};
    return fail(503, { result: shortEcho(formRefusal(FAILURE, submission.reply())), ...again });
  }
  const query = referenceQuery(url);
  const id = randomUUID().slice(0, 8);
  query.set("envoye", id);
  const headers = new Headers();
  headers.append("Set-Cookie", await sentCookie().serialize(id));
  return { ok: true, location: `/contact?${query}`, headers };
}

/** The fields a person types (or the page fills in), given back after a refusal. */
const ECHOED = ["name", "email", "subject", "message", "projectReference"];

/**
 * The typed values go back into the page (kept after an error), but only the
 * form's own fields and a few thousand characters of each: the body may hold
 * up to 10 MB of anything.
 */
function shortEcho(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const echo = ECHOED.flatMap((name) => {
    const value = result.initialValue?.[name];
    return typeof value === "string" ? [[name, value.slice(0, 6000)]] : [];
  });
  return {
    ...result,
    initialValue: Object.fromEntries(echo),
    fields: result.fields?.filter((name) => ECHOED.includes(name)),
  };
}

/** POST /contact without JavaScript: a redirect to the success, or the form's errors. */
export async function handleContact(request: Request) {
  const outcome = await processContactForm(request);
  return outcome.ok
    ? redirect(outcome.location, { headers: outcome.headers })
    : data(outcome.data, { status: outcome.status });
}

/**
 * POST /contact/envoi, the form's twin action for JavaScript: the same checks
 * and storage, answered in JSON so the page can show the upload's progress.
 */
export async function handleContactUpload(request: Request) {
  const outcome = await processContactForm(request);
  return outcome.ok
    ? Response.json({ ok: true, location: outcome.location } satisfies ContactUploadAnswer, {
        headers: outcome.headers,
      })
    : Response.json({ ok: false, ...outcome.data } satisfies ContactUploadAnswer, {
        status: outcome.status,
      });
}

/**
 * GET /contact: the reference from `?projet=`/`?service=`, the form's two
 * actions (with that query kept), the one-shot success banner and a fresh key.
 */
export async function loadContactPage(request: Request) {
  const url = new URL(request.url);
  const query = referenceQuery(url);
  const projet = url.searchParams.get("projet");
  const projectTitle = projet ? (await findProject(projet.trim().slice(0, 200)))?.title : undefined;
  const reference = resolveReference(
    { projet, service: url.searchParams.get("service") },
    () => projectTitle,
  );
  const sentId = url.searchParams.get("envoye");
  const banner = await takeSentBanner(request, sentId);
  const search = query.size ? `?${query}` : "";
  return data(
    {
      reference,
      action: `/contact${search}`,
      // The XHR twin of the action, with the same reference query (upload progress).
      uploadAction: `/contact/envoi${search}`,
      sent: banner.show,
      // A new key after each success gives a fresh, empty form.
      formKey: sentId ?? "formulaire",
      // Rendered in the form: the same form posted twice is stored once.
      idempotencyKey: randomUUID(),
    },
    { headers: banner.headers },
  );
}
