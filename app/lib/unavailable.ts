// What people read while the database is unreachable (a restart, a failover: ADR 035).

/** Seconds a client is asked to wait (`Retry-After`) before trying again. */
export const RETRY_AFTER_SECONDS = 10;

export const UNAVAILABLE_TITLE = "Service momentanément indisponible";

/** A page that needs the database. */
export const UNAVAILABLE_PAGE =
  "Le site ne peut pas afficher cette page pour le moment. Réessayez dans quelques instants.";

/** A form posted meanwhile: nothing was recorded, and nothing says it was. */
export const UNAVAILABLE_FORM =
  "Le site est momentanément indisponible\u00a0: votre envoi n'a pas pu être enregistré. Réessayez dans quelques instants.";
