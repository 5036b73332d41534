/**
 * The firm's name, alone in its module: the browser's code imports it from
 * here, not from company.ts, so that the whole `company` object (which other
 * pages still import) stays out of the public pages' first load. company.ts
 * reads it from here: the identity keeps one source.
 */
export const COMPANY_NAME = "Teranga Digital";
