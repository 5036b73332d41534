/**
 * Avatar initials (docs/product.md §2): the first letters of the first two words, otherwise the
 * first two letters, upper-cased; '?' when there is nobody.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "")
    .trim()
    .split(/[\s\-_.@]+/u)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const letters =
    words.length >= 2
      ? [...words[0]!].slice(0, 1).concat([...words[1]!].slice(0, 1))
      : [...words[0]!].slice(0, 2);
  return letters.join("").toLocaleUpperCase("fr-FR");
}
