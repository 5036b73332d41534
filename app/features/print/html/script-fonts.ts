// The printed page's fonts beyond Inter (ADR 024): the PDF's own (app/assets/fonts),
// served by the site like Inter, so that a client's name or a line in Arabic,
// Chinese, Japanese or emoji prints the same on every computer, none fetched
// elsewhere. Each is declared for its characters only (unicode-range): the print
// window downloads one only when the document has such a character, and no
// public page ever does (these faces exist in the print window alone).

/** Where the print window finds each file (print-window.ts: the build's asset URLs). */
export type ScriptFontUrls = {
  /** Inter's Latin beyond Latin-1 (ğ ı Ş ő ł…): the main file has Latin-1 only. */
  latinExt: string;
  emoji: string;
  arabic: { 400: string; 600: string; 700: string };
  /** One weight: 10 MB each; the browser draws the bold from it. */
  cjk: string;
};

/** After Inter, before the system's fonts; the PDF's order (fonts.server.ts). */
export const SCRIPT_FAMILIES = `"Noto Emoji", "Noto Sans Arabic", "Noto Sans SC"`;

const RANGES = {
  latinExt:
    "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  emoji:
    "U+00A9, U+00AE, U+200D, U+203C, U+2049, U+20E3, U+2122, U+2139, U+2194-21AA, U+231A-23FF, U+24C2, U+25AA-25FE, U+2600-27BF, U+2934-2935, U+2B05-2B55, U+3030, U+303D, U+3297, U+3299, U+FE0F, U+1F000-1FAFF, U+E0020-E007F",
  arabic: "U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFE",
  cjk: "U+2E80-2FFF, U+3000-33FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF00-FFEF, U+20000-2FA1F",
};

/** The @font-face rules (each on a line of its own), or none when the window has no URLs for them. */
export function scriptFontFaces(urls: ScriptFontUrls | undefined): string {
  if (!urls) return "";
  const face = (family: string, weight: number | string, url: string, range: string) =>
    `@font-face { font-family: "${family}"; font-style: normal; font-weight: ${weight}; font-display: block; src: url("${url}") format("${url.endsWith(".woff2") ? "woff2-variations" : "truetype"}"); unicode-range: ${range}; }`;
  return [
    "",
    face("Inter Variable", "100 900", urls.latinExt, RANGES.latinExt),
    face("Noto Emoji", 400, urls.emoji, RANGES.emoji),
    ...Object.entries(urls.arabic).map(([w, url]) =>
      face("Noto Sans Arabic", Number(w), url, RANGES.arabic),
    ),
    face("Noto Sans SC", 400, urls.cjk, RANGES.cjk),
  ].join("\n");
}
