// The invoice form both benchmarks issue (bench:documents, bench:web): `lines`
// prestations of a plausible project, discount and VAT on.
export function benchInvoice(lines: number, clientName = "Boutique Keur Yaay") {
  return {
    clientName,
    clientEmail: "contact@keuryaay.sn",
    clientPhone: "+221 77 123 45 67",
    clientAddress: "Rue 10, Médina, Dakar",
    clientNinea: "",
    projectTitle: "Boutique en ligne",
    projectDuration: "6 semaines",
    prestations: Array.from({ length: lines }, (_, i) => ({
      designation: `Prestation ${i + 1} : développement et intégration`,
      quantity: "1.5",
      unitPrice: String(15000 + i),
    })),
    applyDiscount: true,
    discountPercentage: "5",
    applyVat: true,
    vatPercentage: "18",
    showPaidStamp: true,
    paymentTerms: "30",
    validityDays: "30",
  };
}
