import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { paymentDetails } from "#app/features/documents/snapshot.ts";
import { PayPage } from "./pay-page.tsx";
import { ReturnPage } from "./return-page.tsx";

// The client's payment pages as HTML (they ship no script, ADR 029).

const invoice = {
  number: "FACT-2026-11-26-0930",
  totalTtc: 88_500,
  paid: 0,
  credited: 0,
  balance: 88_500,
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("« Régler la facture »", () => {
  it("without a configured provider: the bank, Wave and Orange Money details, no button", () => {
    const html = renderToStaticMarkup(
      <PayPage token="t" invoice={invoice} providers={[]} details={paymentDetails()} />,
    );
    expect(html).not.toContain("<form");
    const details = paymentDetails();
    for (const value of [details.bank.iban, details.bank.bic, details.wave, details.orangeMoney]) {
      expect(html).toContain(value);
    }
    expect(text(html)).toContain("Moyens de règlement");
  });

  it("with providers: one submit button each, posting only the provider", () => {
    const html = renderToStaticMarkup(
      <PayPage
        token="abc"
        invoice={invoice}
        providers={[
          { id: "wave", label: "Payer avec Wave" },
          { id: "paytech", label: "Payer par Orange Money, Free Money ou carte" },
        ]}
        details={paymentDetails()}
      />,
    );
    expect(html).toContain('action="/d/abc/payer"');
    expect(html.match(/name="provider"/g)).toHaveLength(2);
    expect(html).not.toMatch(/name="amount"/);
    expect(text(html)).toContain("Reste à payer 88 500 FCFA");
  });

  it("the return page: pending, then received with the new balance", () => {
    const pending = renderToStaticMarkup(
      <ReturnPage
        token="t"
        state="pending"
        number={invoice.number}
        amount={88_500}
        balance={88_500}
      />,
    );
    expect(text(pending)).toContain("Paiement en cours de confirmation");
    const paid = renderToStaticMarkup(
      <ReturnPage token="t" state="paid" number={invoice.number} amount={88_500} balance={0} />,
    );
    expect(text(paid)).toContain("Paiement reçu");
    expect(text(paid)).toContain("Reste à payer 0 FCFA");
  });
});
