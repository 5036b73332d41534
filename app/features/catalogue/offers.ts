import type { PricingCard } from "#content/types.ts";

// The catalogue is first filled from the site's own priced offers (ADR 031): each
// card with a price in francs becomes an item, once, named by the card's id.

export type SeedItem = {
  source: string;
  designation: string;
  description: string;
  unitPrice: number;
  unit: string;
  vatRate: number;
};

/** « À partir de 30 000 FCFA » → 30000; « Sur devis » → null. */
export function priceOf(text: string | undefined): number | null {
  const match = /(\d[\d\s\u00a0\u202f.]*)\s*F\s?CFA/i.exec(text ?? "");
  if (!match) return null;
  const digits = match[1]!.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/** « par mois » → « mois », « par jour » → « jour », anything else → « forfait ». */
export function unitOf(text: string | undefined): string {
  const match = /^par\s+(\S+)/i.exec((text ?? "").trim());
  return match ? match[1]!.toLowerCase() : "forfait";
}

/** The items the offers give, in the offers' order; the cards without a price give none. */
export function itemsFromOffers(cards: readonly PricingCard[], vatRate = 18): SeedItem[] {
  return cards.flatMap((card) => {
    const unitPrice = priceOf(card.price);
    if (unitPrice === null) return [];
    return [
      {
        source: `offre:${card.id}`,
        designation: card.title,
        description: card.description,
        unitPrice,
        unit: unitOf(card.priceDescription),
        vatRate,
      },
    ];
  });
}

/** The units offered by the form (any other may be typed). */
export const UNITS = ["mois", "jour", "heure", "forfait", "page", "an", "unité"] as const;

/** A suggestion of the document form: what fills a line. */
export type CatalogueSuggestion = {
  id: string;
  designation: string;
  description: string;
  unitPrice: number;
  unit: string;
  vatRate: number;
  /** Issue 35 §2: the line's VAT regime, and an exempt item's reason. */
  vatCategory: "standard" | "exempt" | "debours";
  exemptionReason: string;
};

/** The line's designation a catalogue item gives: its name, then its unit (« Maintenance (mois) »). */
export function lineDesignation(item: Pick<CatalogueSuggestion, "designation" | "unit">): string {
  const unit = item.unit.trim();
  if (!unit || item.designation.toLowerCase().includes(unit.toLowerCase())) {
    return item.designation;
  }
  return `${item.designation} (${unit === "forfait" ? "forfait" : `par ${unit}`})`;
}
