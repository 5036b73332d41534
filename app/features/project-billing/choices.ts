// « Facturer »'s choices (ADR 056), apart from the lines' arithmetic: the project's card
// reads only these.

/** How the time is grouped on the invoice: one line per prestation (or task), or per member. */
export const GROUPINGS = {
  prestation: { label: "Par prestation" },
  membre: { label: "Par membre" },
} as const;
export type Grouping = keyof typeof GROUPINGS;
export const GROUPING_NAMES = Object.keys(GROUPINGS) as [Grouping, ...Grouping[]];

/** The most a markup may add to an expense, in percent. */
export const MAX_MARKUP = 200;
