/** ?page=n of a paged list; anything else (none, 0, -1, 1.5, "abc") reads as the first page. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
