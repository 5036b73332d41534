/**
 * The address « Relancer maintenant » posts to: the document's page, marked for reminders.
 * Apart from requests.ts so that the card loads no zod.
 */
export const REMIND_QUERY = "relancer";
