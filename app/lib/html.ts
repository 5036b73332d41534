/** Text made safe to place inside HTML (element content or a quoted attribute). */
export function escapeHtml(s: string): string {
  return s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * Markup that is already safe: made only by `markup`, `joinHtml` or `trustedHtml`,
 * so a plain string can never pass for it.
 */
export class SafeHtml {
  readonly #markup: string;
  constructor(markup: string, key: symbol) {
    if (key !== TRUSTED) throw new TypeError("SafeHtml is made by markup`…` or trustedHtml()");
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

const TRUSTED = Symbol("trusted html");

export type HtmlValue = string | number | SafeHtml | readonly (string | number | SafeHtml)[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/**
 * HTML written as a template: every interpolated value is escaped, except
 * fragments made by this same tag (or marked with `trustedHtml`). Arrays are
 * joined with nothing between them. Not named `html`: Prettier would reformat
 * such templates as HTML and change the bytes they produce.
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out, TRUSTED);
}

/** Items joined by a separator; both are escaped unless already safe. */
export function joinHtml(
  items: readonly (string | number | SafeHtml)[],
  separator: string | SafeHtml,
): SafeHtml {
  return new SafeHtml(items.map(render).join(render(separator)), TRUSTED);
}

/**
 * Markup the code itself owns (the firm's SVG assets, the print stylesheet):
 * never pass anything a person typed.
 */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup, TRUSTED);
}
