import { authErrorMessage } from "#app/features/account/account.server.ts";
import { APIError } from "better-auth/api";
import { publicOrigin } from "#app/config/env.server.ts";
import { safeLocation } from "#app/lib/safe-redirect.ts";

// better-auth answers its own endpoints in English ("[body.email] Invalid input",
// "Too many requests"). What a script or the browser reads back is French: our
// hooks' messages pass as they are, better-auth's own are translated by code.

const BY_STATUS: Record<number, string> = {
  400: "Requête invalide\u00a0: vérifiez les champs envoyés.",
  401: "Vous devez être connecté pour faire cela.",
  403: "Cette action ne vous est pas permise.",
  404: "Page introuvable",
  413: "Requête refusée\u00a0: elle est trop volumineuse pour ce formulaire.",
  415: "Requête invalide\u00a0: le corps doit être du JSON.",
  429: "Trop de tentatives. Réessayez dans quelques minutes.",
};

const isFrench = (message: string) => /[^\u0020-\u007e]/.test(message);

/** The same answer, with a French `message` whenever it is an error. */
export async function inFrench(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const type = response.headers.get("content-type") ?? "";
  let body: { message?: unknown; code?: unknown } = {};
  if (type.includes("application/json")) {
    body = ((await response
      .clone()
      .json()
      .catch(() => ({}))) ?? {}) as typeof body;
  }
  if (typeof body.message === "string" && isFrench(body.message)) return response;
  const code = typeof body.code === "string" ? body.code : "";
  const known = code
    ? authErrorMessage(new APIError("BAD_REQUEST", { code, message: "" }), { quiet: true })
    : null;
  const message = known ?? BY_STATUS[response.status] ?? "Une erreur est survenue.";
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, code: code || undefined, message }), {
    status: response.status,
    headers,
  });
}

/**
 * The same answer, its `Location` (if any) through the site's one redirect
 * check: better-auth sends `callbackURL` on as given once it has parsed it
 * (`/.//evil.example` went out as `//evil.example`), so whatever it answers is
 * judged here, and an unsafe target becomes the home page.
 */
export function safeAnswer(response: Response): Response {
  const location = response.headers.get("location");
  if (location === null) return response;
  const safe = safeLocation(location, publicOrigin(), "/");
  if (safe === location) return response;
  const headers = new Headers(response.headers);
  headers.set("location", safe);
  return new Response(response.body, { status: response.status, headers });
}
