/** The address « Nouveau lien » posts to: the document's page, marked for the client link. */
export const LINK_QUERY = "lien";
