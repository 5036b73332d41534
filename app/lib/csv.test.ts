import { describe, expect, test } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  test("starts with a BOM, separates with ';' and ends every line with CRLF", () => {
    expect(
      toCsv(
        ["Nom", "Email"],
        [
          ["Awa Ndiaye", "awa@example.sn"],
          ["Moussa", "moussa@example.sn"],
        ],
      ),
    ).toBe("\uFEFFNom;Email\r\nAwa Ndiaye;awa@example.sn\r\nMoussa;moussa@example.sn\r\n");
  });

  test("writes only the header line when there are no rows", () => {
    expect(toCsv(["Email", "Statut"], [])).toBe("\uFEFFEmail;Statut\r\n");
  });

  test("keeps accents and other non-ASCII text as it is", () => {
    expect(toCsv(["Désinscription"], [["Échec — « déjà »"]])).toBe(
      "\uFEFFDésinscription\r\nÉchec — « déjà »\r\n",
    );
  });

  test("quotes a field holding the separator, a quote, a CR or a LF, doubling the quotes", () => {
    const csv = toCsv(
      ["Message"],
      [["un; deux"], ['Le "devis"'], ["ligne 1\nligne 2"], ["ligne 1\r\nligne 2"], ["a,b"]],
    );
    expect(csv).toBe(
      '\uFEFFMessage\r\n"un; deux"\r\n"Le ""devis"""\r\n"ligne 1\nligne 2"\r\n"ligne 1\r\nligne 2"\r\na,b\r\n',
    );
  });

  test("writes null and undefined as empty fields, numbers as text", () => {
    expect(toCsv(["a", "b", "c"], [[null, undefined, 3]])).toBe("\uFEFFa;b;c\r\n;;3\r\n");
  });

  test.each(["=SUM(A1:A2)", "+33 6 12", "-2+3", "@cmd", "\tcmd", "\rcmd"])(
    "neutralises the formula-like field %j with a leading apostrophe",
    (value) => {
      const line = toCsv(["x"], [[value]]).split("\r\n")[1]!;
      expect(line.replace(/^"/, "").startsWith(`'${value.charAt(0)}`)).toBe(true);
    },
  );

  test("neutralises a formula before quoting it", () => {
    expect(toCsv(["x"], [['=HYPERLINK("http://evil";"clic")']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""http://evil"";""clic"")"\r\n',
    );
  });

  test("leaves a formula character that is not first alone", () => {
    expect(toCsv(["x"], [["a=b", "tél. +221"]])).toBe("\uFEFFx\r\na=b;tél. +221\r\n");
  });
});
