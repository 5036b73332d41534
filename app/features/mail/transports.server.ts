import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "#app/config/env.server.ts";
import type { OutboxTemplate } from "#app/db/schema.ts";

export type OutgoingEmail = {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  template: OutboxTemplate | null;
  headers: Record<string, string>;
  attachments: { name: string; type: string; bytes: Buffer }[];
};

export interface MailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
  close?(): void;
}

function nodemailerMessage(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId: `<${email.id}@outbox.local>`,
    headers: email.headers,
    attachments: email.attachments.map((a) => ({
      filename: a.name,
      contentType: a.type,
      content: a.bytes,
    })),
  };
}

/** One `.eml` file per message in DATA_DIR/mail: the default, nothing to set up. */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    name: "file",
    async send(email) {
      const info = await composer.sendMail(nodemailerMessage(email));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(dir, `${stamp}-${email.id}.eml`), info.message as Buffer);
    },
  };
}

/** nodemailer's SMTP waits (its defaults: 2 min to connect, 10 min of silence). */
export type SmtpTimeouts = { connectMs: number; greetingMs: number; silenceMs: number };

// A message that cannot go now goes later (the outbox retries): give up early.
const SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 15_000, greetingMs: 15_000, silenceMs: 60_000 };

export function smtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // One connection carries the outbox's batch: opening one costs a handshake and the
    // server's greeting (a tenth of a second at least, seconds with TLS), per message without it.
    pool: true,
    maxConnections: 2,
    // A connection lost mid-message fails the attempt: the outbox retries it, under its claim.
    maxRequeues: 0,
    connectionTimeout: timeouts.connectMs,
    dnsTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.silenceMs,
  });
  return {
    name: "smtp",
    async send(email) {
      await transporter.sendMail(nodemailerMessage(email));
    },
    close: () => transporter.close(),
  };
}

export class EmailServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The status messages of docs/product.md §8 for the email service's answers. */
export function emailServiceErrorMessage(status: number, text: string): string {
  switch (status) {
    case 451:
      return "Unavailable For Headless Browser";
    case 403:
      return "Forbidden";
    case 429:
      return "Too Many Requests";
    case 0:
      return "Network Error";
    default:
      return `${status} ${text}`.trim();
  }
}

type EmailJsConfig = Pick<
  Env,
  | "EMAILJS_URL"
  | "EMAILJS_SERVICE_ID"
  | "EMAILJS_TEMPLATE_CONTACT"
  | "EMAILJS_TEMPLATE_NOTIFICATION"
  | "EMAILJS_PUBLIC_KEY"
  | "EMAILJS_PRIVATE_KEY"
>;

/** The email service's REST call of docs/product.md §7, made from the server with the same payload. */
export function emailJsTransport(
  config: EmailJsConfig,
  fetchImpl: typeof fetch = fetch,
): MailTransport {
  const require = (value: string | undefined, what: string) => {
    if (!value) throw new Error(`${what} is required`);
    return value;
  };
  return {
    name: "emailjs",
    async send(email) {
      const template = email.template;
      if (!template) throw new Error("This message has no template for the email service");
      const templateId =
        template.id === "contact"
          ? config.EMAILJS_TEMPLATE_CONTACT
          : config.EMAILJS_TEMPLATE_NOTIFICATION;
      const params: Record<string, string> = { ...template.params };
      const file = email.attachments[0];
      if (file)
        params.attachment_data = `data:${file.type};base64,${file.bytes.toString("base64")}`;
      const payload = {
        lib_version: "4.4.1",
        user_id: require(config.EMAILJS_PUBLIC_KEY, "The public key"),
        service_id: require(config.EMAILJS_SERVICE_ID, "The service ID"),
        template_id: require(templateId, "The template ID"),
        template_params: params,
        ...(config.EMAILJS_PRIVATE_KEY ? { accessToken: config.EMAILJS_PRIVATE_KEY } : {}),
      };
      let response: Response;
      try {
        response = await fetchImpl(new URL("/api/v1.0/email/send", config.EMAILJS_URL), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        throw new EmailServiceError(0, emailServiceErrorMessage(0, ""));
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw new EmailServiceError(
          response.status,
          emailServiceErrorMessage(response.status, text),
        );
      }
    },
  };
}

export function createTransport(e: Env): MailTransport {
  switch (e.MAIL_TRANSPORT) {
    case "smtp":
      return smtpTransport(e.SMTP_URL!);
    case "emailjs":
      return emailJsTransport(e);
    case "file":
      return fileTransport(path.join(e.DATA_DIR, "mail"));
  }
}
