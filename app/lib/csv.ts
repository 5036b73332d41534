// CSV for French Excel: it opens a double-clicked file as UTF-8 only with a
// BOM, and splits on ';' (the ',' is the decimal separator in French).

const BOM = "\uFEFF";
const SEPARATOR = ";";
const EOL = "\r\n";

export type CsvValue = string | number | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or
 * CR that some strip first) gets a leading apostrophe: a visitor's message
 * must never become a formula on the staff's machine (CSV injection).
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function field(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = neutralise(String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, a header line, one line per row, each ended by CRLF. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(field).join(SEPARATOR) + EOL);
  return BOM + lines.join("");
}
