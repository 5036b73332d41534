import { formatFrenchDate } from "#app/lib/dates.ts";
import {
  defaultProposal,
  defaultQuoteInvoice,
  emptyFunctionality,
  type ProposalForm,
  type QuoteInvoiceForm,
} from "#app/features/documents/schemas.ts";
import {
  formFromSnapshot,
  type ProposalSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import type { Prefill } from "./use-document-form.ts";

// Forms the server prepares: a copy of an issued document, an invoice from a
// quote, a quote from a contact request.

/** The first phone number in a message (a Senegalese one, or any international one). */
export function phoneIn(text: string): string {
  const senegal =
    /(?:(?:\+|00)221[\s.-]?)?(?:7[05678]|3[03])[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}(?!\d)/;
  const international = /\+\d{1,3}(?:[\s.-]?\d){6,13}(?!\d)/;
  const found = senegal.exec(text)?.[0] ?? international.exec(text)?.[0];
  return found ? found.replace(/[.-]/g, " ").replace(/\s+/g, " ").trim() : "";
}

export function duplicateOf(snapshot: QuoteInvoiceSnapshot): Prefill<QuoteInvoiceForm> {
  return {
    form: formFromSnapshot(snapshot),
    note: `Copie de ${snapshot.number}\u00a0: vérifiez-la avant de la générer, elle recevra un nouveau numéro.`,
  };
}

export function invoiceFromQuote(quote: QuoteInvoiceSnapshot): Prefill<QuoteInvoiceForm> {
  return {
    form: formFromSnapshot(quote),
    source: quote.number,
    note: `Facture préremplie à partir du devis ${quote.number} (imprimé «\u00a0Réf. devis\u00a0»). Vérifiez-la avant de la générer.`,
  };
}

export function proposalCopy(snapshot: ProposalSnapshot): Prefill<ProposalForm> {
  const p = snapshot.proposal;
  return {
    form: {
      ...defaultProposal(),
      ...p,
      includeFunctionalities: p.functionalities.length > 0,
      functionalities: p.functionalities.length > 0 ? p.functionalities : [emptyFunctionality()],
      includeArchitecture: p.architecture !== "",
    },
    note: `Copie de ${snapshot.number}\u00a0: vérifiez-la avant de la générer, elle recevra un nouveau numéro.`,
  };
}

export type LeadForQuote = {
  name: string;
  email: string;
  message: string;
  reference: string | null;
  service: string;
  createdAt: Date;
};

/** « Préparer un devis » in /demandes: the requester and what they asked about. */
export function quoteFromLead(id: string, lead: LeadForQuote): Prefill<QuoteInvoiceForm> {
  return {
    // Carried to « Générer »: the issued quote moves the request's opportunity (ADR 048).
    source: id,
    form: {
      ...defaultQuoteInvoice(),
      clientName: lead.name,
      clientEmail: lead.email,
      clientPhone: phoneIn(lead.message),
      projectTitle: lead.reference ?? lead.service,
    },
    note: `Devis prérempli à partir de la demande de ${lead.name} du ${formatFrenchDate(lead.createdAt)}\u00a0: complétez l'adresse, le téléphone et les prestations.`,
  };
}
