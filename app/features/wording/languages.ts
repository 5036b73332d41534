import type { Language } from "#app/lib/currency.ts";
import { FRENCH_WORDS, type LanguagePack } from "./words.ts";

// The documents' languages as loaded (ADR 055). French prints with the page, as ever;
// English (its words, its amounts in words with n2words/en, its dates) is a module of its
// own, fetched in the browser when a document becomes English and awaited before it prints,
// so a page whose documents are French never loads it. The server registers it at once
// (with-english.ts).

const FRENCH: LanguagePack = {
  words: FRENCH_WORDS,
  day: (isoDay) => isoDay.split("-").reverse().join("/"),
};

const loaded: Partial<Record<Language, LanguagePack>> = { fr: FRENCH };

/** How each language other than French is fetched. */
const LOADERS: Record<Exclude<Language, "fr">, () => Promise<LanguagePack>> = {
  en: () => import("./english-words.ts").then((m) => m.ENGLISH),
};

/** Whether a language can print now, without waiting. */
export function languageLoaded(language: Language): boolean {
  return loaded[language] !== undefined;
}

/** A language's pack: loadLanguage must have been awaited for any but French. */
export function languagePack(language: Language): LanguagePack {
  const pack = loaded[language];
  if (!pack) throw new Error(`Langue des documents non chargée : ${language} (loadLanguage)`);
  return pack;
}

/** Fetches a language once (a no-op for French or one already there). */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return;
  loaded[language] = await LOADERS[language as Exclude<Language, "fr">]();
}

/** The server's (and the tests'): a language imported statically, there at once. */
export function registerLanguage(language: Language, pack: LanguagePack): void {
  loaded[language] = pack;
}
