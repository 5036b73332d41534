import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseMalformedUrls, urlProblem } from "./url-guard.ts";
import { listenLocally } from "#tests/fixtures/listen.ts";

let base = "";
let close = () => undefined as void;
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(refuseMalformedUrls);
  // Stands for React Router: what gets here would meet the loaders and the database.
  app.all("/{*splat}", (req, res) => {
    reached.push(req.originalUrl);
    res.send("page");
  });
  ({ base, close } = await listenLocally(app));
});
afterAll(() => close());

describe("urlProblem", () => {
  it("finds NUL, malformed percent-encoding and encoded lone surrogates, in path or query", () => {
    expect(urlProblem("/reset-password?token=a%00b")).toBe("nul");
    expect(urlProblem("/documents/DEVIS-2026%00/pdf")).toBe("nul");
    expect(urlProblem("/documents?%00=x")).toBe("nul");
    expect(urlProblem("/articles?q=%ZZ")).toBe("malformed");
    expect(urlProblem("/%E0%A4%A")).toBe("malformed");
    expect(urlProblem("/articles?q=100%")).toBe("malformed");
    // A lone high surrogate, as its would-be UTF-8 bytes: not UTF-8.
    expect(urlProblem("/realisations/%ED%A0%80")).toBe("malformed");
    expect(urlProblem("/articles?q=%ED%B0%80")).toBe("malformed");
  });

  it("lets clean addresses through, accents, pluses and a whole emoji included", () => {
    for (const url of [
      "/",
      "/articles?q=caf%C3%A9+cr%C3%A8me&categorie=web",
      "/articles?q=%F0%9F%98%80",
      "/documents?q=&page=2",
      "/contact?projet=site%20vitrine",
      "/articles/mon-article",
      // « 100 % » typed in a search form: Chromium sends the % as %25 (checked
      // against a real form); only an address typed by hand carries a lone %.
      "/documents?q=100%25",
      "/documents?q=100+%25+pay%C3%A9",
    ]) {
      expect(urlProblem(url), url).toBeNull();
    }
  });
});

describe("refuseMalformedUrls", () => {
  it("answers 400 with a French page before any route runs", async () => {
    for (const path of [
      "/reset-password?token=a%00b",
      "/newsletter/desabonnement?jeton=a%00b",
      "/documents?q=%00",
      "/documents/DEVIS-2026%00",
      "/documents/DEVIS-2026%00/pdf",
      "/create-invoice?devis=%00",
      "/%E0%A4%A",
      "/realisations/%ED%A0%80",
    ]) {
      const res = await fetch(base + path);
      const html = await res.text();
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
      expect(html, path).toContain('<html lang="fr">');
      expect(html, path).toContain("<h1>Adresse invalide</h1>");
    }
    expect(reached).toEqual([]);
    expect(await (await fetch(`${base}/articles?q=caf%C3%A9`)).text()).toBe("page");
  });
});
