import type { CountryCode } from "./countries.ts";

export type { CountryCode };

// The 249 country codes (ISO 3166-1 alpha-2) without their names, for what checks a code
// and never shows a name (the schemas, the constraints, the snapshot), which travel with
// the document forms' JavaScript: one bit per pair of letters AA…ZZ, set for each code
// assigned (169 hex digits, 117 bytes gzipped, where the names of countries.ts are 2 KB).
// countries.test.ts proves them the names' codes.

const ASSIGNED =
  "1e9afb77f7bdbb7be4fc21a8012b0070003a900df9dfa800b160181ef00202c000b8d42f" +
  "8281f2bf3fffeba4d2100080023cf1ca80000002008a8fbfe75cddf959820820eaa10200" +
  "4002000000000800102002008";

/** The codes in alphabetical order. */
export const COUNTRY_CODES = Array.from({ length: 26 * 26 }, (_, i) => i)
  .filter((i) => (parseInt(ASSIGNED[i >> 2]!, 16) >> (3 - (i & 3))) & 1)
  .map((i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))) as [
  CountryCode,
  ...CountryCode[],
];

/** Every client is in Senegal unless told otherwise (and every document issued before). */
export const HOME_COUNTRY = "SN" satisfies CountryCode;

const KNOWN = new Set<string>(COUNTRY_CODES);

export function isCountryCode(code: string): code is CountryCode {
  return KNOWN.has(code);
}
