// How the client book recognises a client (ADR 031): by email or NINEA, compared
// once normalised, never by name alone unless there is nothing else to go on.
// Pure: the server code and the tests read the same rules.

import type { Currency, Language } from "#app/lib/currencies.ts";
import type { CountryCode } from "#app/lib/country-codes.ts";

/** An email as compared: trimmed, lower-cased; "" when it is not an address. */
export function normalizeEmail(raw: string | null | undefined): string {
  const email = (raw ?? "").trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : "";
}

/**
 * A NINEA as compared: letters and digits only, upper-cased (« 004 567 890 2G3 »,
 * « 0045678902g3 » and « 004-567-890-2G3 » are the same firm); "" when too short
 * to name one (a NINEA has 7 digits at least, 9 with its check code).
 */
export function normalizeNinea(raw: string | null | undefined): string {
  const ninea = (raw ?? "")
    .normalize("NFKD")
    .replace(/[^0-9A-Za-z]/g, "")
    .toUpperCase();
  return ninea.length >= 7 ? ninea : "";
}

/** A name as compared and searched: no accents, no case, single spaces. */
export function normalizeName(raw: string | null | undefined): string {
  return (raw ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^0-9a-z@.+-]+/g, " ")
    .trim();
}

/** What a document or a lead says about its client. */
export type ClientFacts = {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  ninea?: string | null;
  contactName?: string | null;
  /** A document's client abroad (ADR 064); absent, Senegal. */
  country?: string | null;
};

/** A client of the book, as matching reads it. */
export type KnownClient = {
  id: string;
  name: string;
  email: string | null;
  ninea: string | null;
  mergedInto: string | null;
  createdAt: Date;
};

/**
 * The client these facts belong to, or null for a new one. The NINEA first (it names
 * the firm, where an email may be a person's), then the email; by name only when the
 * facts carry neither. Merged clients still match (their email or NINEA was known),
 * and lead to the client they were merged into. Among several, the oldest.
 */
export function matchClient(facts: ClientFacts, clients: readonly KnownClient[]): string | null {
  const byId = new Map(clients.map((c) => [c.id, c]));
  const ninea = normalizeNinea(facts.ninea);
  const email = normalizeEmail(facts.email);
  const oldest = (found: KnownClient[]) =>
    found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
  let found: KnownClient | undefined;
  if (ninea) found = oldest(clients.filter((c) => normalizeNinea(c.ninea) === ninea));
  if (!found && email) found = oldest(clients.filter((c) => normalizeEmail(c.email) === email));
  if (!found && !ninea && !email) {
    const name = normalizeName(facts.name);
    if (name) found = oldest(clients.filter((c) => normalizeName(c.name) === name));
  }
  return found ? keptClientOf(found.id, byId) : null;
}

/** Follows `mergedInto` to the client kept (a loop, which merge never makes, stops). */
export function keptClientOf(
  id: string,
  byId: ReadonlyMap<string, Pick<KnownClient, "id" | "mergedInto">>,
): string {
  const seen = new Set<string>();
  let current = id;
  for (;;) {
    const next = byId.get(current)?.mergedInto;
    if (!next || seen.has(next)) return current;
    seen.add(current);
    current = next;
  }
}

/** The editable fields of a client. */
export type ClientFields = {
  name: string;
  contactName: string;
  email: string | null;
  phone: string;
  address: string;
  ninea: string | null;
  rccm: string;
  notes: string;
};

/** A client with nothing filled in yet (no email and no NINEA are null, not ""). */
export function emptyClientFields(): ClientFields {
  return {
    name: "",
    contactName: "",
    email: null,
    phone: "",
    address: "",
    ninea: null,
    rccm: "",
    notes: "",
  };
}

const blank = (v: string | null | undefined) => !v || v.trim() === "";

/**
 * Merging `other` into `kept`: what `kept` says stays; each field it leaves blank
 * takes `other`'s; the notes of both are kept, one after the other.
 */
export function mergedFields(kept: ClientFields, other: ClientFields): ClientFields {
  const pick = <K extends keyof ClientFields>(key: K): ClientFields[K] =>
    blank(kept[key]) && !blank(other[key]) ? other[key] : kept[key];
  const notes = [kept.notes.trim(), other.notes.trim()].filter(Boolean);
  return {
    name: pick("name"),
    contactName: pick("contactName"),
    email: pick("email"),
    phone: pick("phone"),
    address: pick("address"),
    ninea: pick("ninea"),
    rccm: pick("rccm"),
    notes: [...new Set(notes)].join("\n\n"),
  };
}

/** Why two clients cannot be merged, in French, or null. */
export function mergeRefusal(
  kept: Pick<KnownClient, "id" | "mergedInto"> | undefined,
  other: Pick<KnownClient, "id" | "mergedInto"> | undefined,
): string | null {
  if (!kept || !other) return "Client introuvable\u00a0: rien n'a été fusionné.";
  if (kept.id === other.id) return "Choisissez deux clients différents à fusionner.";
  if (kept.mergedInto || other.mergedInto) {
    return "Ce client a déjà été fusionné dans un autre\u00a0: ouvrez la fiche du client conservé.";
  }
  return null;
}

/** A suggestion of the document form: what fills its client fields. */
export type ClientSuggestion = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  ninea: string;
  language: Language;
  currency: Currency;
  country: CountryCode;
};
