import { describe, expect, it } from "vitest";
import { days, followUpCutoff, TODO_SHOWN, todoKeysFor, todoList, type TodoItem } from "./todo.ts";

const item = (id: string): TodoItem => ({
  id,
  title: id,
  detail: "",
  amount: null,
  href: `/x/${id}`,
  action: "Ouvrir",
});

describe("« À faire »", () => {
  it("lists for each role only the sections it can act on, money first", () => {
    // Written out by hand from the roles' permissions: who records payments, who
    // invoices, who sends quotes, who reads the inbox, who renews subscriptions, who publishes;
    // WhatsApp sends to check (ADR 045): whoever holds the client book.
    expect(todoKeysFor("gerant")).toEqual([
      "overdue",
      "toCheck",
      "whatsapp",
      "toInvoice",
      "followUp",
      "requests",
      "calls",
      "subscriptions",
      "scheduled",
    ]);
    expect(todoKeysFor("facturation")).toEqual([
      "overdue",
      "toCheck",
      "whatsapp",
      "toInvoice",
      "followUp",
      "subscriptions",
    ]);
    // The day's calls: for those who answer the requests (they take the calls).
    expect(todoKeysFor("commercial")).toEqual(["whatsapp", "followUp", "requests", "calls"]);
    expect(todoKeysFor("redaction")).toEqual(["scheduled"]);
    expect(todoKeysFor(null)).toEqual([]);
  });

  it("follows up a quote sent 7 days ago or more", () => {
    expect(followUpCutoff("2026-11-26")).toBe("2026-11-19");
    expect(followUpCutoff("2026-03-03")).toBe("2026-02-24");
    expect(followUpCutoff("2026-01-05", 10)).toBe("2025-12-26");
  });

  it("keeps the sections with something in them, in order, their first items and the total", () => {
    const many = Array.from({ length: 9 }, (_, i) => item(`r${i}`));
    const list = todoList({
      requests: { count: 12, items: many },
      overdue: { count: 2, items: [item("a"), item("b")] },
      toCheck: { count: 0, items: [] },
    });
    expect(list.sections.map((s) => s.key)).toEqual(["overdue", "requests"]);
    expect(list.total).toBe(14);
    expect(list.sections[1]!.items.map((i) => i.id)).toEqual(
      many.slice(0, TODO_SHOWN).map((i) => i.id),
    );
    expect(list.sections[1]).toMatchObject({
      title: "Demandes de contact sans réponse",
      all: "/demandes?a-traiter=1",
      count: 12,
    });
    expect(todoList({})).toEqual({ sections: [], total: 0 });
  });

  it("says days in French", () => {
    expect(days(1)).toBe("1\u00a0jour");
    expect(days(0)).toBe("0\u00a0jour");
    expect(days(12)).toBe("12\u00a0jours");
  });
});
