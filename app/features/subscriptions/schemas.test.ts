import { describe, expect, it } from "vitest";
import { fieldErrors, formFields, SubscriptionFormSchema } from "./schemas.ts";

const ITEM = "6f1c1b7e-3f7e-4c4b-9d43-2a9d8f0e1a11";
const CLIENT = "0b0e5a52-5c1e-4d7e-8a43-1f2e3d4c5b6a";

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("« Nouvel abonnement » as posted", () => {
  it("reads the line rows in order, drops rows with no item, and the box", () => {
    const values = formFields(
      form([
        ["clientId", CLIENT],
        ["title", " Maintenance "],
        ["period", "monthly"],
        ["startOn", "2026-12-01"],
        ["endOn", ""],
        ["itemId", ITEM],
        ["quantity", "2"],
        ["itemId", ""],
        ["quantity", "1"],
        ["autoSend", "on"],
      ]),
    );
    const parsed = SubscriptionFormSchema.parse(values);
    expect(parsed).toEqual({
      clientId: CLIENT,
      title: "Maintenance",
      period: "monthly",
      startOn: "2026-12-01",
      endOn: undefined,
      autoSend: true,
      lines: [{ itemId: ITEM, quantity: 2 }],
    });
  });

  it("says what is missing or wrong, in French, one message per field", () => {
    const none = SubscriptionFormSchema.safeParse(formFields(form([["period", "weekly"]])));
    expect(fieldErrors(none.error!)).toEqual({
      clientId: "Choisissez un client",
      period: "Choisissez une périodicité",
      startOn: "Date de début invalide",
      lines: "Ajoutez au moins une prestation du catalogue",
    });
    const wrong = SubscriptionFormSchema.safeParse(
      formFields(
        form([
          ["clientId", CLIENT],
          ["period", "yearly"],
          ["startOn", "2026-12-01"],
          ["endOn", "2026-11-01"],
          ["itemId", ITEM],
          ["quantity", "0"],
        ]),
      ),
    );
    expect(fieldErrors(wrong.error!)).toEqual({
      endOn: "La date de fin précède la date de début",
      lines: "Quantité invalide (un nombre entier de 1 à 1\u00a0000)",
    });
    for (const quantity of ["1,5", "-1", "abc", "1001", ""]) {
      const r = SubscriptionFormSchema.safeParse(
        formFields(
          form([
            ["clientId", CLIENT],
            ["period", "monthly"],
            ["startOn", "2026-12-01"],
            ["itemId", ITEM],
            ["quantity", quantity],
          ]),
        ),
      );
      expect(r.success, quantity).toBe(false);
    }
  });
});
