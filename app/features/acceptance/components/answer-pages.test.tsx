import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { answerMeta } from "#app/features/acceptance/answer-words.ts";
import { AnswerError } from "./answer-pages.tsx";

// The two answer pages (« Bon pour accord », « Refuser le devis ») share their title and
// their error page; each route module only names its own answer.

const drawError = (error: unknown) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(AnswerError, { error })));

describe("answerMeta", () => {
  it("titles each answer in the quote's language beside the firm's name, never indexed", () => {
    expect(answerMeta("accept", "Teranga Digital")).toEqual([
      { title: "Bon pour accord — Teranga Digital" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
    expect(answerMeta("refuse", "Teranga Digital", "fr")[0]).toEqual({
      title: "Refuser le devis — Teranga Digital",
    });
    expect(answerMeta("accept", "Teranga Digital", "en")[0]).toEqual({
      title: "Approval of the quotation — Teranga Digital",
    });
    expect(answerMeta("refuse", "Teranga Digital", "en")[0]).toEqual({
      title: "Decline the quotation — Teranga Digital",
    });
  });
});

describe("AnswerError", () => {
  it("says too many tries with the limiter's message, or its own without one", () => {
    const limited = "Trop de tentatives\u00a0: réessayez dans 10\u00a0minutes.";
    const html = drawError(new ErrorResponse(429, "Too Many Requests", { limited }));
    expect(html).toContain("Trop de requêtes");
    expect(html).toContain(limited);
    expect(drawError(new ErrorResponse(429, "Too Many Requests", null))).toContain(
      "Trop de requêtes depuis votre connexion.",
    );
  });

  it("an unknown link is the site's « Page introuvable », anything else its server error", () => {
    expect(drawError(new ErrorResponse(404, "Not Found", null))).toContain("Page introuvable");
    const failed = drawError(new Error("boom"));
    expect(failed).toContain("Une erreur est survenue");
    expect(failed).not.toContain("Page introuvable");
    expect(failed).not.toContain("Trop de requêtes");
    expect(failed).not.toContain("boom");
  });
});
