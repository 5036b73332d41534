// What another feature asks documents to print on a quote or invoice, beside the
// snapshot (documents never import those features): one optional bag, each feature
// its own field. portal: the client link (ADR 027); acceptance: a quote accepted
// online (ADR 028).

import type { AcceptanceAnnex } from "./acceptance-annex.ts";

/** A QR code as `size` modules a side and one SVG path of its dark modules. */
export type AnnexQr = { size: number; path: string };

export type DocumentAnnex = {
  /** The document's private page: its QR code and its link written under it (ADR 027). */
  clientLink?: { url: string; qr: AnnexQr };
  /** A quote accepted online: its block replaces the « Bon pour accord » box (ADR 028). */
  acceptance?: AcceptanceAnnex | null;
};

/** The link as printed under its QR code: no scheme, short enough to type. */
export function printedLink(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

/**
 * A printed address cut where a line may end: after each « / », never inside a name
 * nor at one of its own hyphens (a line ending in « - » reads as a word cut in two,
 * and the client would type the link without it).
 */
export function addressParts(address: string): string[] {
  return address.split(/(?<=\/)(?=.)/);
}
