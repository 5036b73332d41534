import { env } from "#app/config/env.server.ts";
import {
  MEDIA_UPLOAD_FIELDS,
  readError,
  readMediaId,
  readMessageId,
  templateMessage,
  type CloudError,
  type HeaderDocument,
  UNREACHABLE,
} from "./cloud-api.ts";
import { MESSAGING_PROVIDERS } from "./registry.ts";

// The two calls to WhatsApp Business's Cloud API (ADR 045): the PDF uploaded, the template
// message sent, with the bearer token; WHATSAPP_API_BASE is Meta's Graph API, or the tests'
// local server.

export type CloudConfig = {
  base: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string | undefined;
};

/** The connection, or null when the firm has not connected WhatsApp Business. */
export function whatsappConfig(): CloudConfig | null {
  const e = env();
  if (!MESSAGING_PROVIDERS.whatsapp.envKeys.every((k) => e[k])) return null;
  return {
    base: e.WHATSAPP_API_BASE.replace(/\/$/, ""),
    token: e.WHATSAPP_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
  };
}

export class CloudFailure extends Error {
  constructor(readonly error: CloudError) {
    super(error.message);
  }
}

const TIMEOUT_MS = 30_000;

async function call(config: CloudConfig, path: string, body: BodyInit, json: boolean) {
  let res: Response;
  try {
    res = await fetch(`${config.base}/${config.phoneNumberId}/${path}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.token}`,
        ...(json ? { "Content-Type": "application/json" } : {}),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CloudFailure({
      httpStatus: 0,
      code: null,
      message: `${UNREACHABLE} : ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!res.ok) throw new CloudFailure(readError(res.status, parsed));
  return parsed;
}

/** POST /<PHONE_NUMBER_ID>/media: the PDF, answered by its media id. */
export async function uploadPdf(config: CloudConfig, bytes: Uint8Array, filename: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(MEDIA_UPLOAD_FIELDS)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), filename);
  const id = readMediaId(await call(config, "media", form, false));
  if (!id) throw new CloudFailure({ httpStatus: 200, code: null, message: "media id absent" });
  return id;
}

/**
 * POST /<PHONE_NUMBER_ID>/messages: an approved template to a number (digits with the
 * country code), its body's parameters in order, a PDF header when given; answers Meta's
 * message id. Other features may send this way (a booking's reminder the day before).
 */
export async function sendTemplate(
  config: CloudConfig,
  message: {
    to: string;
    template: string;
    language: string;
    body: string[];
    header?: HeaderDocument;
  },
): Promise<string> {
  const json = await call(config, "messages", JSON.stringify(templateMessage(message)), true);
  const id = readMessageId(json);
  if (!id) throw new CloudFailure({ httpStatus: 200, code: null, message: "message id absent" });
  return id;
}
