/**
 * Sent by a public form's island with the form it posts (server-form.island.ts): the
 * root then leaves a pending toast for the page the answer leads to.
 */
export const ISLAND_FORM_HEADER = "X-Island-Form";
