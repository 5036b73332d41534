import type { EmailStatus } from "./format.ts";

/** A contact request as the inbox shows it (the file's bytes stay in the database). */
export type InboxRequest = {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  /** A service value (docs/product.md §3); shown through serviceLabel. */
  subject: string;
  message: string;
  projectReference: string | null;
  /** « Marquée comme traitée »: when and by whom; null while it waits (« À faire »). */
  answeredAt: Date | null;
  answeredByName: string | null;
  attachment: { id: string; name: string; size: number; type: string } | null;
  /** The email to the firm in the outbox; null when it was deleted. */
  delivery: {
    id: string;
    status: EmailStatus;
    attempts: number;
    lastError: string | null;
    sentAt: Date | null;
  } | null;
};

export type InboxSubscriber = {
  id: string;
  email: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
};

/** An email of any kind that has not gone yet after at least one try. */
export type UndeliveredEmail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  createdAt: Date;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
};
