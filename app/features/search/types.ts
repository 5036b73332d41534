// What a search answers, the same for the results page and the combobox's JSON: each
// group the member's role may open, its total, and its first results ready to show.

export type SearchGroupKey = "documents" | "clients" | "leads" | "articles" | "projects";

export type SearchHit = {
  /** The result's own page. */
  href: string;
  title: string;
  /** One line under the title: kind, client, amount, email… */
  detail: string;
};

export type SearchGroup = {
  key: SearchGroupKey;
  label: string;
  /** How many match, counted up to COUNT_CAP + 1 (count.ts); `hits` are the first. */
  total: number;
  /** The total as shown: « 42 », « plus de 100 ». */
  totalText: string;
  hits: SearchHit[];
};

export type SearchAnswer = {
  /** What was typed (as sent, up to a sane length: the field shows it again). */
  q: string;
  /** null: nothing searched yet, or the query refused (`error`). */
  groups: SearchGroup[] | null;
  error: string | null;
};
