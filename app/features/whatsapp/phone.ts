// A client's number for WhatsApp's click to chat (ADR 043): the full international
// number, digits only, as `https://wa.me/<digits>` asks. Pure.

export type WhatsappNumber =
  { ok: true; digits: string; display: string } | { ok: false; message: string };

/** Senegal's mobile numbers: 9 digits, 70, 75, 76, 77 or 78 first (ARTP's plan). */
const SENEGAL_MOBILE = /^7[05678]\d{7}$/;
const SENEGAL_FIXED = /^3\d{8}$/;

/** « +221 77 123 45 67 »: how the studio shows a Senegalese number. */
function senegalDisplay(local: string): string {
  return `+221 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
}

/**
 * The number as written on the document (« 77 123 45 67 », « +221 77-123-45-67 »,
 * « 00221 771234567 », « +33 6 12 34 56 78 »): a Senegalese number written locally
 * becomes +221; a Senegalese fixed line is refused (WhatsApp needs a mobile); another
 * country's number is taken as written, with its country code.
 */
export function whatsappNumber(raw: string): WhatsappNumber {
  const written = raw.trim();
  if (!written) {
    return {
      ok: false,
      message:
        "Ce document n'a pas de numéro de téléphone du client\u00a0: ajoutez-le pour l'envoyer par WhatsApp.",
    };
  }
  const compact = written.replace(/[\s.\-()\u00a0]/g, "").replace(/^00/, "+");
  if (!/^\+?\d+$/.test(compact)) {
    return { ok: false, message: `«\u00a0${written}\u00a0» n'est pas un numéro de téléphone.` };
  }
  let local: string | null = null;
  if (compact.startsWith("+221")) local = compact.slice(4);
  else if (!compact.startsWith("+") && compact.startsWith("221") && compact.length === 12)
    local = compact.slice(3);
  else if (!compact.startsWith("+")) local = compact;
  if (local !== null) {
    if (SENEGAL_MOBILE.test(local))
      return { ok: true, digits: `221${local}`, display: senegalDisplay(local) };
    if (SENEGAL_FIXED.test(local)) {
      return {
        ok: false,
        message: `Le ${senegalDisplay(local)} est un fixe\u00a0: WhatsApp demande un numéro de mobile (70, 75, 76, 77 ou 78).`,
      };
    }
    return {
      ok: false,
      message: `«\u00a0${written}\u00a0» n'est pas un numéro de mobile sénégalais (9 chiffres commençant par 70, 75, 76, 77 ou 78)\u00a0; un numéro étranger s'écrit avec son indicatif (+33…).`,
    };
  }
  // Another country: E.164 allows at most 15 digits, country code included.
  const digits = compact.slice(1);
  if (digits.length < 8 || digits.length > 15) {
    return {
      ok: false,
      message: `«\u00a0${written}\u00a0» n'est pas un numéro international valide.`,
    };
  }
  return { ok: true, digits, display: `+${digits}` };
}

/** WhatsApp's click to chat: the chat with `digits`, the message prefilled (URL-encoded). */
export function whatsappUrl(digits: string, text?: string): string {
  return text === undefined
    ? `https://wa.me/${digits}`
    : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
