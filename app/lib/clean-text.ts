// Text that the database and the printed documents can hold: no control
// character but tab and line breaks (PostgreSQL refuses NUL in text), and no
// half of a UTF-16 pair (not encodable as UTF-8: it would fail or turn into �).
// Used by the forms' schemas, in the browser and on the server, and by the guard.

// eslint-disable-next-line no-control-regex -- the very characters refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Without the `u` flag the pattern reads code units: a surrogate with no partner.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A text with half of a UTF-16 pair (a broken emoji, from a bad copy or a crafted request). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** A text fit for storage: no control character (tab, line breaks allowed), no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/** The field's message when it holds such a character. */
export function uncleanTextMessage(label: string): string {
  return `${label}\u00a0: caractère invalide (caractère de contrôle ou moitié d'emoji), retirez-le`;
}
