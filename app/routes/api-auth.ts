import { inFrench, safeAnswer } from "#app/features/auth/api-answers.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { guardForm, refusalResponse } from "#app/features/guard/form-guard.server.ts";
import type { Route } from "./+types/api-auth";

// better-auth's own HTTP endpoints (rate-limited, origin-checked). Its bodies
// are small JSON: the guard reads them with a cap, then hands better-auth a copy.
export async function loader({ request }: Route.LoaderArgs) {
  return safeAnswer(await inFrench(await auth().handler(request)));
}

export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request, { json: true });
  if (!guarded.ok) return refusalResponse(guarded.refusal);
  // better-auth reads JSON objects only; anything else would reach it as a 500.
  if (guarded.bytes.byteLength && !isJsonObject(guarded.bytes)) {
    return refusalResponse({
      status: 400,
      message: "Requête invalide\u00a0: le corps doit être un objet JSON.",
    });
  }
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: guarded.bytes.byteLength ? (guarded.bytes as BodyInit) : null,
    signal: request.signal,
  });
  return safeAnswer(await inFrench(await auth().handler(copy)));
}

function isJsonObject(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
