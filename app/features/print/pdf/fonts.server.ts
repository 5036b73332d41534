import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { addressParts } from "#app/features/documents/annex.ts";
import { findUp } from "#app/lib/find-up.server.ts";

// The PDF files' fonts (ADR 024), all in the repository (app/assets/fonts, SIL OFL),
// all embedded and subset: a client's name or a line prints in whatever script it
// was typed. Found from this module: app/assets/fonts, or its copy beside the server bundle.
const DIR = path.dirname(
  findUp(import.meta.url, ["app/assets/fonts/Inter-Regular.otf", "fonts/Inter-Regular.otf"]),
);

/**
 * Each family's files by weight. A weight a family lacks takes the nearest one
 * (CSS rules): Chinese and Japanese at 600 print in bold, emoji in regular.
 * In this order each character takes the first family that has it.
 */
const FAMILIES: Record<string, Record<number, string>> = {
  // The site's typeface: Latin with every accent (é ç ñ ø Ş ő…), « € » and the
  // narrow no-break space of French typography.
  Inter: { 400: "Inter-Regular.otf", 600: "Inter-SemiBold.otf", 700: "Inter-Bold.otf" },
  // Black and white, outlines like any letter: embedded, subset, read back as text.
  // Before Arabic, which also has the zero-width joiner of 👨‍👩‍👧: a family stays one glyph.
  Emoji: { 400: "NotoEmoji-Regular.ttf" },
  Arabic: {
    400: "NotoSansArabic-Regular.ttf",
    600: "NotoSansArabic-SemiBold.ttf",
    700: "NotoSansArabic-Bold.ttf",
  },
  // Simplified Chinese, with Japanese kana and kanji.
  CJK: { 400: "NotoSansSC-Regular.ttf", 700: "NotoSansSC-Bold.ttf" },
};

/**
 * The font of every PDF page (pdf-parts' `s.page`), inherited by every text. A
 * style that names another family loses the others: set a weight, never a family.
 */
export const FONT_STACK = Object.keys(FAMILIES);

/**
 * A character's advance, in em, as react-pdf draws it: in the first family of the
 * stack that has it. For text placed letter by letter (the « Payé » stamp's arcs);
 * the fonts must be registered and loaded (registerFonts).
 */
export function advanceEm(char: string, fontWeight: number): number {
  const codePoint = char.codePointAt(0) ?? 32;
  for (const fontFamily of FONT_STACK) {
    const font = Font.getFont({ fontFamily, fontWeight })?.data as LoadedFont | null | undefined;
    if (font?.hasGlyphForCodePoint(codePoint)) {
      return font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
    }
  }
  return 0.5;
}

// Two emoji side by side (🚀🎉, 🇸🇳🇫🇷): react-pdf 4.9 cuts the text after each
// emoji, and a piece that starts inside a run of a fallback font is laid out in
// the first family (Inter), which has no emoji: a box. A zero-width no-break
// space between them, which Inter has, ends each run where its piece ends; and
// react-pdf counts it as a space, so a line may end there without a hyphen.
const EMOJI_BESIDE_EMOJI =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2})(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u20E3)*(?=\p{Extended_Pictographic}|\p{Regional_Indicator})/gu;

/** Every string of a document's data, its emoji kept apart for react-pdf (above). */
export function separateEmoji<T>(value: T): T {
  if (typeof value === "string") return value.replace(EMOJI_BESIDE_EMOJI, "$&\ufeff") as T;
  if (Array.isArray(value)) return value.map(separateEmoji) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, separateEmoji(v)]),
    ) as T;
  }
  return value;
}

// react-pdf's own fonts (PDF base 14, never embedded): the layout falls back to
// Helvetica for text without a family and for a character no family has, so each
// is made another name of Inter, embedded like the rest.
const BASE_14 = {
  Helvetica: null,
  "Helvetica-Bold": 700,
  "Helvetica-Oblique": null,
  "Helvetica-BoldOblique": 700,
  Courier: null,
  "Courier-Bold": 700,
  "Courier-Oblique": null,
  "Courier-BoldOblique": 700,
  "Times-Roman": null,
  "Times-Bold": 700,
  "Times-Italic": null,
  "Times-BoldItalic": 700,
} as const;

let ready: Promise<void> | undefined;

/**
 * Registers the PDF fonts once per thread (the PDF worker at its start, and
 * drawPdf before each file) and reads them all: react-pdf only reads those a
 * page's style names, and the base-14 replacements are named by none.
 */
export function registerFonts(): Promise<void> {
  if (ready) return ready;
  const registered = Font.getRegisteredFonts();
  for (const [family, files] of Object.entries(FAMILIES)) {
    Font.register({
      family,
      fonts: Object.entries(files).map(([weight, file]) => ({
        src: path.join(DIR, file),
        fontWeight: Number(weight),
      })),
    });
    // No italic files: an italic text prints upright (the same font, read once) rather than fail.
    const faces = registered[family]!;
    for (const upright of [...faces.sources]) {
      faces.register({ src: upright.src, fontWeight: upright.fontWeight, fontStyle: "italic" });
      const italic = faces.sources.at(-1)!;
      italic.load = async () => {
        await upright.load();
        italic.data = upright.data;
      };
    }
  }
  const inter = registered.Inter!;
  for (const [name, weight] of Object.entries(BASE_14)) {
    delete registered[name];
    Font.register({ family: name, fonts: [] });
    // Inter's own sources: one file read, one font embedded. A bold name keeps
    // only the bold ones, which then answer every weight asked.
    registered[name]!.sources = inter.sources.filter((f) => !weight || f.fontWeight === weight);
  }
  Font.registerHyphenationCallback(breakWord);
  ready = Promise.all(
    Object.values(registered).flatMap((family) => family.sources.map((source) => source.load())),
  ).then(() => {
    // react-pdf puts a line's baseline at the tallest ascent of its fonts while
    // its height stays the style's lineHeight: an Arabic or Chinese word would
    // push its line down onto the next one. Every fallback gets Inter's vertical
    // metrics (per em); its glyphs are untouched.
    const model = inter.sources[0]!.data!;
    for (const family of FONT_STACK.slice(1)) {
      for (const { data } of registered[family]!.sources) {
        const font = data!;
        const em = font.unitsPerEm / model.unitsPerEm;
        for (const metric of ["ascent", "descent", "lineGap"] as const) {
          Object.defineProperty(font, metric, { value: model[metric] * em });
        }
      }
    }
    // Once per file read (an italic face shares its upright's).
    const fonts = new Set(FONT_STACK.flatMap((f) => registered[f]!.sources.map((s) => s.data!)));
    for (const font of fonts) drawNoAddedHyphen(font);
  });
  return ready;
}

/** A loaded font file (fontkit's, which react-pdf reads them with). */
type LoadedFont = NonNullable<
  NonNullable<ReturnType<typeof Font.getRegisteredFonts>[string]>["sources"][number]["data"]
>;

/**
 * No hyphen is ever added to the text. Words are never hyphenated (breakWord), but
 * react-pdf still ends a line with a hyphen where one word holds two « runs »: a
 * change of script (Chinese after a break point of breakWord, or a word that starts
 * with digits before its first letter, as the client link 127.0.0.1:4500/d/… does:
 * printed `127.0.0.1:4500/-` then `d/…`). That hyphen is the one glyph react-pdf
 * asks of a font outside its layout of the text (textkit's insertGlyph): drawn as a
 * space of no width, it prints nothing, and the text keeps its own hyphens.
 */
function drawNoAddedHyphen(font: LoadedFont) {
  // The font's own zero-width no-break space (Inter, Arabic); else a space made of no
  // width, a glyph of its own (never the space itself: a PDF font has one width per
  // glyph, and every space drawn after would take that 0).
  const noHyphen = font.hasGlyphForCodePoint(0xfeff)
    ? font.glyphForCodePoint(0xfeff)
    : (Object.create(font.glyphForCodePoint(0x20), {
        advanceWidth: { value: 0 },
      }) as ReturnType<LoadedFont["glyphForCodePoint"]>);
  const glyphForCodePoint = font.glyphForCodePoint.bind(font);
  const layout = font.layout.bind(font);
  let laying = 0;
  font.layout = (...args: Parameters<typeof layout>) => {
    laying += 1;
    try {
      return layout(...args);
    } finally {
      laying -= 1;
    }
  };
  font.glyphForCodePoint = (codePoint: number) =>
    codePoint === 0x2d && laying === 0 ? noHyphen : glyphForCodePoint(codePoint);
}

// Chinese and Japanese put no spaces between words, and react-pdf breaks lines
// only at spaces or with a hyphen: a zero-width no-break space, which react-pdf
// counts as a space and fontkit draws as nothing, between two characters lets
// a line end there. Not before closing punctuation nor after opening (kinsoku).
const IDEOGRAPHS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NO_START = new Set(
  "、。，．,.：；？！)）」』】〕〉》”’ーゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥",
);
const NO_END = new Set("(（「『【〔〈《“‘");

/**
 * A printed address (the client link): it may end a line after a « / », never inside
 * a name nor with a hyphen. A zero-width no-break space after each « / » is where
 * (react-pdf counts it as a space; it is drawn as nothing and read as nothing).
 */
export function breakAddress(word: string): string[] {
  return addressParts(word).flatMap((part, i) => (i === 0 ? [part] : ["\ufeff", part]));
}

/** Where a word may end a line: French words stay whole (the default splits them with English rules). */
export function breakWord(word: string): string[] {
  if (!IDEOGRAPHS.test(word)) return [word];
  const parts: string[] = [];
  let part = "";
  for (const char of word) {
    const last = [...part].at(-1);
    if (last && !NO_START.has(char) && !NO_END.has(last)) {
      parts.push(part, "\ufeff");
      part = "";
    }
    part += char;
  }
  parts.push(part);
  return parts;
}
