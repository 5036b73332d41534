import type { Language } from "#app/lib/currencies.ts";
import { HOME_COUNTRY } from "#app/lib/country-codes.ts";

// A client abroad prints its country under its address, in the document's language
// (ADR 064). The names are ICU's (Intl.DisplayNames, as a PDF is drawn on the server and
// a preview in the browser), but for the four that Node's and the browser's ICU name
// differently: these print the same everywhere, and as the client form lists them.
const SAME_EVERYWHERE: Record<string, Record<Language, string>> = {
  HK: { fr: "Hong Kong", en: "Hong Kong" },
  MO: { fr: "Macao", en: "Macao" },
  PS: { fr: "Palestine", en: "Palestine" },
  FK: { fr: "Îles Malouines", en: "Falkland Islands" },
};

const names: Partial<Record<Language, Intl.DisplayNames>> = {};

/** « France », « United States »; null for a client in Senegal (never printed). */
export function printedCountry(code: string | undefined, language: Language): string | null {
  if (!code || code === HOME_COUNTRY) return null;
  const fixed = SAME_EVERYWHERE[code]?.[language];
  if (fixed) return fixed;
  names[language] ??= new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  return names[language].of(code) ?? code;
}
