// The heads of a PDF's lines table (print/pdf/line-table.server.tsx): French as ever, an
// English document's from its words (ADR 055).

export type LineHeads = {
  n: string;
  designation: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  amount: string;
};

export const FRENCH_HEADS: LineHeads = {
  n: "N°",
  designation: "Désignation",
  quantity: "Quantité",
  unitPrice: "Prix unitaire (FCFA)",
  vat: "TVA",
  amount: "Montant HT (FCFA)",
};
