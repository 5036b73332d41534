import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  errorInFrench,
  isTemporary,
  laterDelivery,
  readError,
  readMessageId,
  readStatuses,
  signatureValid,
  templateMessage,
  verificationChallenge,
} from "./cloud-api.ts";

// Against Meta's documented shapes (ADR 045), the signature computed here with node:crypto.
const SECRET = "secret-de-l-application";
const BODY = '{"object":"whatsapp_business_account","entry":[]}';
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describe("X-Hub-Signature-256", () => {
  it("accepts the HMAC-SHA256 of the raw body keyed by the app secret", () => {
    expect(signatureValid(BODY, sign(BODY), SECRET)).toBe(true);
  });
  it("refuses a forged, missing, wrongly prefixed or other secret's signature", () => {
    expect(signatureValid(BODY, sign(BODY, "un-autre-secret"), SECRET)).toBe(false);
    expect(signatureValid(BODY + " ", sign(BODY), SECRET)).toBe(false);
    expect(signatureValid(BODY, null, SECRET)).toBe(false);
    expect(signatureValid(BODY, "", SECRET)).toBe(false);
    expect(signatureValid(BODY, sign(BODY).replace("sha256=", "sha1="), SECRET)).toBe(false);
    expect(signatureValid(BODY, sign(BODY).slice("sha256=".length), SECRET)).toBe(false);
    expect(signatureValid(BODY, "sha256=abc", SECRET)).toBe(false);
  });
  it("signs the bytes as sent: accents included", () => {
    const body = '{"text":"Relancé à Dakar"}';
    expect(signatureValid(body, sign(body), SECRET)).toBe(true);
  });
});

describe("the webhook's GET verification", () => {
  const url = (q: string) => new URL(`https://site.sn/whatsapp/webhook?${q}`);
  it("answers hub.challenge when mode is subscribe and the token is ours", () => {
    expect(
      verificationChallenge(
        url("hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=jeton"),
        "jeton",
      ),
    ).toBe("1158201444");
  });
  it("refuses another token, another mode, or no token configured", () => {
    const q = "hub.mode=subscribe&hub.challenge=1&hub.verify_token=jeton";
    expect(verificationChallenge(url(q), "autre")).toBeNull();
    expect(verificationChallenge(url(q.replace("subscribe", "x")), "jeton")).toBeNull();
    expect(verificationChallenge(url(q), undefined)).toBeNull();
  });
});

describe("the template message", () => {
  it("is Meta's documented shape: header document by media id, body text parameters", () => {
    expect(
      templateMessage({
        to: "221771234567",
        template: "envoi_document",
        language: "fr",
        header: { mediaId: "4490709327384033", filename: "Facture F-2026-0001.pdf" },
        body: ["Keur Yaay", "voici notre facture\n\nF-2026-0001\t  ok", "https://site.sn/d/x"],
      }),
    ).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "221771234567",
      type: "template",
      template: {
        name: "envoi_document",
        language: { code: "fr" },
        components: [
          {
            type: "header",
            parameters: [
              {
                type: "document",
                document: { id: "4490709327384033", filename: "Facture F-2026-0001.pdf" },
              },
            ],
          },
          {
            type: "body",
            parameters: [
              { type: "text", text: "Keur Yaay" },
              { type: "text", text: "voici notre facture F-2026-0001 ok" },
              { type: "text", text: "https://site.sn/d/x" },
            ],
          },
        ],
      },
    });
  });
});

describe("the answers", () => {
  it("reads the message id and the error's code", () => {
    expect(
      readMessageId({
        messaging_product: "whatsapp",
        contacts: [{ input: "221771234567", wa_id: "221771234567" }],
        messages: [{ id: "wamid.HBgL" }],
      }),
    ).toBe("wamid.HBgL");
    expect(readMessageId({})).toBeNull();
    const window = readError(400, {
      error: { message: "Re-engagement message", type: "OAuthException", code: 131047 },
    });
    expect(window).toEqual({
      httpStatus: 400,
      code: 131047,
      message: "(#131047) Re-engagement message",
    });
    expect(isTemporary(window)).toBe(false);
    expect(isTemporary(readError(400, { error: { code: 130429, message: "Rate limit" } }))).toBe(
      true,
    );
    expect(isTemporary(readError(503, "Service Unavailable"))).toBe(true);
    expect(isTemporary(readError(0, null))).toBe(true);
    expect(isTemporary(readError(401, { error: { code: 190, message: "expired" } }))).toBe(false);
  });
});

describe("the status webhook", () => {
  const payload = (statuses: unknown[], field = "messages") => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              statuses,
            },
            field,
          },
        ],
      },
    ],
  });
  it("reads entry[].changes[].value.statuses[]: id, status, timestamp, errors", () => {
    expect(
      readStatuses(
        payload([
          { id: "wamid.A", status: "read", timestamp: "1750857384", recipient_id: "221771234567" },
          {
            id: "wamid.B",
            status: "failed",
            timestamp: "1750857385",
            recipient_id: "221771234567",
            errors: [{ code: 131047, title: "Re-engagement message" }],
          },
          { id: "wamid.C", status: "deleted", timestamp: "1" },
        ]),
      ),
    ).toEqual([
      { id: "wamid.A", status: "read", at: new Date(1750857384000), error: null },
      {
        id: "wamid.B",
        status: "failed",
        at: new Date(1750857385000),
        error: "(#131047) Re-engagement message",
      },
    ]);
  });
  it("ignores other objects and fields", () => {
    expect(readStatuses({ object: "page", entry: [] })).toEqual([]);
    expect(readStatuses(payload([{ id: "x", status: "read" }], "account_update"))).toEqual([]);
    expect(readStatuses(null)).toEqual([]);
  });
  it("statuses only move forward", () => {
    expect(laterDelivery(null, "sent")).toBe("sent");
    expect(laterDelivery("read", "delivered")).toBe("read");
    expect(laterDelivery("delivered", "read")).toBe("read");
    expect(laterDelivery("read", "failed")).toBe("failed");
  });
});

describe("an error the firm reads", () => {
  it("says Meta's documented codes in French, another by its number, never Meta's English", () => {
    expect(errorInFrench("(#131047) Re-engagement message")).toBe(
      "plus de 24\u00a0h depuis le dernier message du client\u00a0: seul un modèle approuvé peut partir",
    );
    expect(errorInFrench("(#190) Access token has expired")).toMatch(/^jeton d'accès expiré/);
    expect(errorInFrench("(#999999) Something new")).toBe("erreur n° 999999");
    expect(errorInFrench("Cloud API injoignable : fetch failed")).toBe(
      "serveur de WhatsApp injoignable",
    );
    expect(errorInFrench("réponse HTTP 502")).toBe("réponse HTTP 502");
    expect(errorInFrench("TypeError: x is undefined")).toBe("erreur sans code");
  });
});
