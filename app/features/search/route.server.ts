import { forbidden, requireStaff } from "#app/features/auth/session.server.ts";
import { privateJson } from "#app/lib/private-response.ts";
import { SearchQuerySchema } from "./schemas.ts";
import { search, searchesAnything } from "./search.server.ts";
import type { SearchAnswer } from "./types.ts";

/** The member (a visitor: to the login), then the query read; a role that searches nothing: 403. */
async function answer(request: Request): Promise<SearchAnswer> {
  const user = await requireStaff(request);
  if (!searchesAnything(user.staffRole)) throw forbidden();
  const raw = new URL(request.url).searchParams.get("q");
  const q = (raw ?? "").slice(0, 500);
  if (!q.trim()) return { q: "", groups: null, error: null };
  const parsed = SearchQuerySchema.safeParse({ q });
  if (!parsed.success) {
    return { q, groups: null, error: parsed.error.issues[0]?.message ?? null };
  }
  return { q: parsed.data.q, groups: await search(parsed.data.q, user.staffRole), error: null };
}

/** GET /recherche?q=…: the results page (works without JavaScript). */
export function loadSearchPage(request: Request): Promise<SearchAnswer> {
  return answer(request);
}

/** GET /recherche.json?q=…: the same answer for the studio bar's combobox. */
export async function searchJson(request: Request): Promise<Response> {
  const found = await answer(request);
  return privateJson(found, found.error ? 400 : 200);
}
