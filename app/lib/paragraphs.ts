// Plain text typed in a textarea: a browser posts its line breaks as CR LF (HTML's form
// encoding), whatever the system; stored or split as typed, « \r\n\r\n » was no blank line.

/** Every line break as LF (CR LF from a form post, a lone CR from an old file). */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** A plain text's paragraphs: parted by a blank line (spaces allowed on it), none empty. */
export function paragraphs(text: string): string[] {
  return normalizeNewlines(text)
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Line breaks and runs of spaces as one space; French no-break spaces (before « : », inside
 * « ») kept, which `\s` would take too.
 */
export function oneLine(text: string): string {
  return text.replace(/[ \t\r\n\f\v]+/g, " ").trim();
}
