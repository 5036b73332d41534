// « Historique » (ADR 034): what a revision keeps of each kind of published content, and
// the words the history shows for it. One list per kind: the snapshot a save records, what
// « Restaurer » puts back and what « Voir les changements » compares are the same fields.

export const REVISION_KINDS = ["article", "project"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** How a field reads in the history: a value, a text line by line, an image, a list of images… */
export type FieldShape = "text" | "lines" | "image" | "images" | "yes-no" | "author";
export type RevisionField = { field: string; label: string; shape?: FieldShape };

export const REVISION_FIELDS = {
  article: [
    { field: "title", label: "Titre" },
    { field: "slug", label: "Slug (adresse)" },
    { field: "excerpt", label: "Extrait" },
    { field: "category", label: "Catégorie" },
    { field: "author", label: "Auteur", shape: "author" },
    { field: "tags", label: "Mots-clés" },
    { field: "featured", label: "À la une", shape: "yes-no" },
    { field: "cover", label: "Image de couverture", shape: "image" },
    { field: "seoTitle", label: "Titre pour les moteurs de recherche" },
    { field: "description", label: "Description pour les moteurs de recherche" },
    { field: "body", label: "Contenu", shape: "lines" },
  ],
  project: [
    { field: "title", label: "Titre" },
    { field: "slug", label: "Slug (adresse)" },
    { field: "client", label: "Client" },
    { field: "year", label: "Année" },
    { field: "duration", label: "Durée" },
    { field: "category", label: "Catégorie" },
    { field: "technologies", label: "Technologies" },
    { field: "description", label: "Résumé" },
    { field: "image", label: "Image du projet", shape: "image" },
    { field: "gallery", label: "Galerie", shape: "images" },
    { field: "fullDescription", label: "Description", shape: "lines" },
  ],
} satisfies Record<RevisionKind, readonly RevisionField[]>;

/** The editable fields of a row: what a revision keeps and « Restaurer » puts back. */
export function snapshotOf(kind: RevisionKind, row: object): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(REVISION_FIELDS[kind].map(({ field }) => [field, values[field]]));
}

/** What each line of the history says was done. */
export const ACTION_LABELS: Record<string, string> = {
  import: "Livré avec le site à son installation",
  draft: "Brouillon enregistré",
  publish: "Publié",
  schedule: "Programmé",
  unpublish: "Dépublié",
  restore: "Version restaurée",
  "scheduled-publish": "Mis en ligne à l'heure programmée",
  mailing: "Envoyé aux abonnés",
};
