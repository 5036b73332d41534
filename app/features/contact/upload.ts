// docs/product.md §5: an optional file of at most 10 MB, one of .pdf .doc .docx .txt
// .jpg .jpeg .png. The browser checks what it can see (size, extension, empty
// file); the server also checks the content (upload.server.ts).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt", ".jpg", ".jpeg", ".png"];
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");

export const TOO_LARGE = "Le fichier ne doit pas dépasser 10MB";
export const WRONG_TYPE =
  "Ce type de fichier n'est pas accepté\u00a0: envoyez un PDF, un document Word (.doc, .docx), un texte (.txt) ou une image JPG ou PNG.";
export const BAD_CONTENT =
  "Le contenu de ce fichier ne correspond pas à son extension\u00a0: vérifiez le fichier et réessayez.";
export const EMPTY_FILE =
  "Ce fichier est vide (0\u00a0octet)\u00a0: choisissez le bon fichier ou retirez-le.";

/** After a refused submission without JavaScript the browser forgets the file: say so. */
export function attachAgain(name: string): string {
  return `Joignez à nouveau votre fichier «\u00a0${name}\u00a0»\u00a0: le navigateur ne le garde pas quand le formulaire revient avec une erreur.`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot).toLowerCase();
}

/** What the browser can check before sending: size, emptiness and extension. */
export function checkFileMeta(file: { name: string; size: number }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.name))) return WRONG_TYPE;
  if (file.size === 0) return EMPTY_FILE;
  return null;
}

/** '2,4 Mo', '830 Ko', '12 octets': sizes as a French reader writes them. */
export function formatFileSize(bytes: number): string {
  const nbsp = "\u00a0";
  if (bytes < 1024) return `${bytes}${nbsp}octet${bytes > 1 ? "s" : ""}`;
  const format = (n: number) =>
    new Intl.NumberFormat("fr-FR", { maximumFractionDigits: n < 10 ? 1 : 0 }).format(n);
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)}${nbsp}Ko`;
  return `${format(bytes / 1024 / 1024)}${nbsp}Mo`;
}
