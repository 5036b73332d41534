import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
// The registries (ADR 036): each column of roles, providers or document kinds takes its values from them.
import { STAFF_ROLES } from "#app/features/auth/permissions.ts";
import { CURRENCY_CODES, LANGUAGES } from "#app/lib/currency.ts";
import type { CountryCode } from "#app/lib/country-codes.ts";
import { DOCUMENT_KIND_NAMES } from "#app/features/documents/kinds.ts";
import { ONLINE_PROVIDERS } from "#app/features/payments/registry.ts";
import { NOTIFICATION_KIND_NAMES } from "#app/features/notifications/kinds.ts";
import {
  CONTACT_PREFERENCE_NAMES,
  WHATSAPP_DELIVERY,
  WHATSAPP_JOB_STATES,
  WHATSAPP_PURPOSES,
} from "#app/features/whatsapp/registry.ts";
import { OPPORTUNITY_SOURCES, OPPORTUNITY_STAGES } from "#app/features/pipeline/stages.ts";
import { PROJECT_STATUS_NAMES } from "#app/features/projects/statuses.ts";
import { EXPENSE_CATEGORY_NAMES } from "#app/features/expenses/categories.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// --- better-auth tables (field names as better-auth expects them) ---

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  username: text("username").unique(),
  displayUsername: text("display_username"),
  // retired-staff: a staff account STAFF_EMAIL no longer names (staff-bootstrap.server.ts).
  role: text("role", { enum: ["visitor", "staff", "retired-staff"] })
    .notNull()
    .default("visitor"),
  /**
   * What a staff account may do (app/features/auth/permissions.ts); null for a
   * visitor. The account made from STAFF_* is the owner, « Gérant ».
   */
  staffRole: text("staff_role", { enum: STAFF_ROLES }),
  // Team (issue 23): better-auth's twoFactor plugin writes it; a deactivated
  // member keeps their name on history lines but can no longer sign in.
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Ours, not better-auth's: the server-side idle limit for staff reads it.
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// --- ours ---

/** What a user did, shown on the profile (kept 30 days). */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index("activity_user_at_idx").on(t.userId, t.at)],
);

/** Fixed-window counters shared by every app instance (better-auth and our forms). */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Uploaded files (contact attachments), at most 10 MB each. */
export const attachment = pgTable("attachment", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

export type OutboxTemplate = { id: "contact" | "notification"; params: Record<string, string> };

/** Every email leaves through here: stored first, delivered by the worker with retries. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    // The email service's template and params (docs/product.md §7), for MAIL_TRANSPORT=emailjs.
    template: jsonb("template").$type<OutboxTemplate>(),
    // Extra headers, e.g. List-Unsubscribe on newsletter mail.
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachmentIds: uuid("attachment_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;

// --- leads: stored before the visitor is told "sent" (ADR 008) ---

/** A contact or quote request from /contact (docs/product.md §3 Contact message). */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** One of the 13 service values of docs/product.md §3. */
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    projectReference: text("project_reference"),
    attachmentId: uuid("attachment_id").references(() => attachment.id, { onDelete: "set null" }),
    /** The email to the firm about it, in the outbox (its delivery status). */
    emailId: uuid("email_id").references(() => outbox.id, { onDelete: "set null" }),
    ip: text("ip"),
    /** The honeypot was filled in: kept, under « indésirable », and not mailed. */
    spam: boolean("spam").notNull().default(false),
    /** The key rendered in the form: the same form posted twice is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
    /** « Marquer comme traitée »: when and by whom; until then it is in « À faire ». */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredByName: text("answered_by_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_message_created_idx").on(t.createdAt),
    // « À faire »: the few requests nobody has handled yet.
    index("contact_message_open_idx")
      .on(t.createdAt)
      .where(sql`answered_at is null and not spam`),
  ],
);

export const newsletterSubscriber = pgTable("newsletter_subscriber", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased: one row per address. */
  email: text("email").notNull().unique(),
  /** The secret of the unsubscribe link. */
  token: text("token").notNull().unique(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /**
   * The honeypot was filled in: kept (countable) as « indésirable », never
   * mailed and not a subscriber; the address signing up for real clears it.
   */
  spam: boolean("spam").notNull().default(false),
  createdAt: createdAt(),
});

/** docs/product.md §3 notification preferences of an account; no row means the defaults. */
export const notificationPreference = pgTable("notification_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  marketing: boolean("marketing").notNull().default(false),
  activityUpdates: boolean("activity_updates").notNull().default(true),
  securityAlerts: boolean("security_alerts").notNull().default(true),
  updatedAt: updatedAt(),
});

export type ContactMessageRow = typeof contactMessage.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscriber.$inferSelect;
export type UserRow = typeof user.$inferSelect;

// --- the register of issued documents (ADR 011) ---

export type DocumentStatus =
  "issued" | "sent" | "accepted" | "refused" | "partial" | "paid" | "cancelled";

/**
 * One row per issued document. `snapshot` holds everything printed, frozen at
 * issue; the other columns are what the register searches, filters and sorts
 * on, and the status the staff move forward.
 */
export const document = pgTable(
  "document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: DOCUMENT_KIND_NAMES }).notNull(),
    /** The printed number: the series, then `-2`, `-3`… for later ones in the same minute. */
    number: text("number").notNull().unique(),
    series: text("series").notNull(),
    seq: integer("seq").notNull(),
    status: text("status", {
      enum: ["issued", "sent", "accepted", "refused", "partial", "paid", "cancelled"],
    })
      .notNull()
      .default("issued"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issuedBy: text("issued_by").references(() => user.id, { onDelete: "set null" }),
    issuedByName: text("issued_by_name").notNull(),
    /** The client's name (the project's for a proposal), for search and the list. */
    party: text("party").notNull(),
    clientEmail: text("client_email"),
    project: text("project").notNull(),
    /** Whole francs; null for a proposal. */
    totalTtc: bigint("total_ttc", { mode: "number" }),
    /**
     * The snapshot's HT after discount, whole francs (null without totals): copied from the
     * snapshot by a trigger at insert (ADR 060) so the margins sum it without reading the JSON.
     */
    totalHt: bigint("total_ht", { mode: "number" }),
    validUntil: date("valid_until"),
    dueDate: date("due_date"),
    paidOn: date("paid_on"),
    /**
     * Invoices (ADR 020): the sum of the payments not cancelled, and of the credit
     * notes issued against it, in whole francs; kept in the transaction that records
     * them, so the register filters and sorts on the balance without a join.
     */
    paidTotal: bigint("paid_total", { mode: "number" }).notNull().default(0),
    creditedTotal: bigint("credited_total", { mode: "number" }).notNull().default(0),
    cancelReason: text("cancel_reason"),
    /** The quote an invoice was made from; the invoice a credit note corrects. */
    sourceId: uuid("source_id").references((): AnyPgColumn => document.id, {
      onDelete: "restrict",
    }),
    /** The browser's key for one click on « Générer »: a retried request gets the same document. */
    requestKey: text("request_key").unique(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("document_series_seq_unique").on(t.series, t.seq),
    index("document_issued_at_idx").on(t.issuedAt),
    index("document_kind_status_idx").on(t.kind, t.status),
    // The dashboard at scale (ADR 025): quotes of a period, and the few invoices still owed.
    index("document_kind_issued_idx").on(t.kind, t.issuedAt),
    index("document_owed_idx")
      .on(t.dueDate)
      .where(sql`kind = 'invoice' and status in ('issued', 'sent', 'partial')`),
    // « À faire »: an accepted quote is invoiced when a document names it as its source.
    index("document_source_idx").on(t.sourceId),
  ],
);

/**
 * The counters: the last sequence handed out in each series (never reused), a series
 * being one kind in one minute (FACT-2026-11-22-1405) or, in continuous numbering
 * (ADR 046), one kind in one year (FACT-2026). `lastAt`: the issue instant of that last
 * number, so the next one is never issued earlier (continuous series only).
 */
export const documentSequence = pgTable("document_sequence", {
  series: text("series").primaryKey(),
  last: integer("last").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }),
});

/**
 * How documents are numbered (ADR 046): one row (id 1); none means by date. `series`
 * counts the times continuous numbering was switched on: the first series prints
 * FACT-2026-0001, the second FACT-2026-S2-0001…
 */
export const documentNumbering = pgTable("document_numbering", {
  id: integer("id").primaryKey(),
  mode: text("mode", { enum: ["date", "continuous"] }).notNull(),
  series: integer("series").notNull(),
});

/** Every switch of the numbering: who, when, from which mode to which, and its series. */
export const documentNumberingChange = pgTable(
  "document_numbering_change",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    byUserId: text("by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The name at the time, kept when the account goes. */
    byName: text("by_name").notNull(),
    from: text("from_mode", { enum: ["date", "continuous"] }).notNull(),
    to: text("to_mode", { enum: ["date", "continuous"] }).notNull(),
    series: integer("series").notNull(),
  },
  (t) => [index("document_numbering_change_at_idx").on(t.at)],
);

/** What happened to a document: issued, sent (to whom), paid (on), cancelled (why)… */
export const documentEvent = pgTable(
  "document_event",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: [
        "issued",
        "sent",
        "accepted",
        "refused",
        "paid",
        "cancelled",
        "converted",
        // The ledger (ADR 020): on an invoice, a payment and its cancellation, a credit
        // note issued against it, a reminder sent; on a quote, a deposit or balance invoice.
        "payment",
        "payment_cancelled",
        "credited",
        "reminded",
        "deposit_invoiced",
        "balance_invoiced",
        // The portal (ADR 027): the client opened the link (once a Dakar day); staff made a new one.
        "viewed",
        "link_renewed",
      ],
    }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    byName: text("by_name").notNull(),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    /** The email of a « sent » event, for its delivery status. */
    emailId: uuid("email_id").references(() => outbox.id, { onDelete: "set null" }),
    /** The WhatsApp message of a « sent » or « reminded » event (ADR 045), for its status. */
    whatsappId: uuid("whatsapp_id").references((): AnyPgColumn => whatsappMessage.id, {
      onDelete: "set null",
    }),
  },
  (t) => [index("document_event_document_idx").on(t.documentId, t.at)],
);

/** The email a WhatsApp message falls back to when it cannot be delivered (ADR 045). */
export type WhatsappFallback = {
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
};

/**
 * A message through WhatsApp Business's Cloud API (ADR 045): a durable job claimed in the
 * database as the outbox's emails are (`status`), then what Meta's webhook says of it
 * (`delivery`). Given up, it falls back to its email (`fallbackEmailId`).
 */
export const whatsappMessage = pgTable(
  "whatsapp_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What it is about: a document (sending, reminder, receipt, acceptance) or a booked call. */
    documentId: uuid("document_id").references(() => document.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references((): AnyPgColumn => booking.id, {
      onDelete: "cascade",
    }),
    purpose: text("purpose", { enum: WHATSAPP_PURPOSES }).notNull(),
    /** The client's number, digits only with the country code (Meta's `to`). */
    to: text("to").notNull(),
    template: text("template").notNull(),
    /** The template's body parameters, in order. */
    params: jsonb("params").$type<string[]>().notNull(),
    /** The PDF of the template's document header. */
    attachmentId: uuid("attachment_id").references(() => attachment.id, { onDelete: "set null" }),
    fallback: jsonb("fallback").$type<WhatsappFallback>(),
    status: text("status", { enum: WHATSAPP_JOB_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Meta's id of the message (`wamid.…`), which its status webhook names. */
    waMessageId: text("wa_message_id").unique(),
    delivery: text("delivery", { enum: WHATSAPP_DELIVERY }),
    deliveryAt: timestamp("delivery_at", { withTimezone: true }),
    fallbackEmailId: uuid("fallback_email_id").references(() => outbox.id, {
      onDelete: "set null",
    }),
    /** « À vérifier » seen to by a member (« À faire »), as a payment check is. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledByName: text("handled_by_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("whatsapp_message_due_idx").on(t.status, t.nextAttemptAt),
    index("whatsapp_message_document_idx").on(t.documentId),
  ],
);

export type WhatsappMessageRow = typeof whatsappMessage.$inferSelect;

export const PAYMENT_METHODS = [
  "virement",
  "wave",
  "orange_money",
  "free_money",
  "especes",
  "cheque",
  "carte",
  // An invoice marked « Payée » before the ledger said only the day (its upgrade, ADR 020).
  "non_precise",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment received on an invoice (ADR 020). Never edited or deleted: a mistake
 * is cancelled, with a reason, and the invoice's balance comes back.
 */
export const payment = pgTable(
  "payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "restrict" }),
    /** Whole francs, above zero. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /**
     * The stamp duty the client paid on top, whole francs (ADR 049): on a cash payment, at
     * the rate of the settings when it was recorded; 0 otherwise.
     */
    stampDuty: bigint("stamp_duty", { mode: "number" }).notNull().default(0),
    /** The day the money came in (ISO, Dakar). */
    paidOn: date("paid_on").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: text("reference").notNull().default(""),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name").notNull(),
    /** The browser's key for one click: a retried request records nothing twice. */
    requestKey: text("request_key").unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledByName: text("cancelled_by_name"),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_document_idx").on(t.documentId, t.paidOn),
    // What was cashed in a period (ADR 025): the payments not cancelled, by their day.
    index("payment_cashed_idx")
      .on(t.paidOn, t.documentId, t.amount)
      .where(sql`cancelled_at is null`),
  ],
);

/**
 * Reminders sent for an overdue invoice (ADR 020). A scheduled step (days after the
 * due date) is one row per invoice, claimed by the unique (document, step) pair, so
 * several instances send it once; a reminder sent by hand has no step.
 */
export const reminder = pgTable(
  "reminder",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "restrict" }),
    /** Days after the due date; null for « Relancer maintenant ». */
    step: integer("step"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    byName: text("by_name"),
    /** The balance the reminder asked for, in whole francs. */
    balance: bigint("balance", { mode: "number" }).notNull(),
    emailId: uuid("email_id").references(() => outbox.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("reminder_document_step_unique").on(t.documentId, t.step),
    index("reminder_document_idx").on(t.documentId, t.at),
  ],
);

export type DocumentRow = typeof document.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;
export type ReminderRow = typeof reminder.$inferSelect;
export type DocumentEventRow = typeof documentEvent.$inferSelect;

// --- the integrity chain (ADR 023) ---

export type RegisterEntryKind = "document" | "payment" | "payment_cancellation";

/**
 * One link of the register's hash chain: an issued document, a payment or a
 * payment's cancellation, appended by a database trigger in the transaction
 * that writes it. `hash` = SHA-256(`prev_hash` ‖ `content_hash`), and
 * `content_hash` = SHA-256 of the row's canonical content (ADR 023).
 */
export const registerEntry = pgTable(
  "register_entry",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ["document", "payment", "payment_cancellation"] }).notNull(),
    /** The document's or the payment's id (no foreign key: a deleted row must be reported, not cascaded). */
    subjectId: uuid("subject_id").notNull(),
    contentHash: bytea("content_hash").notNull(),
    prevHash: bytea("prev_hash").notNull(),
    hash: bytea("hash").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("register_entry_subject_unique").on(t.kind, t.subjectId)],
);

/** The chain's last link, one row: locked by each append so that appends line up. */
export const registerHead = pgTable("register_head", {
  id: integer("id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  hash: bytea("hash").notNull(),
});

export type RegisterEntryRow = typeof registerEntry.$inferSelect;

// --- shared by the client side, the client book, the catalogue and the site's pages ---

/**
 * A document's private link for its client, `/d/<token>` (portal feature). The token
 * is HMAC(AUTH_SECRET, nonce): 128 random bits that only the server can turn into
 * the link again (to print it on a PDF), while the table keeps only its SHA-256.
 * « Nouveau lien » revokes the live one and makes another: one live per document.
 */
export const clientLink = pgTable(
  "client_link",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "cascade" }),
    nonce: bytea("nonce").notNull(),
    tokenHash: bytea("token_hash").notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
  },
  (t) => [
    index("client_link_live_idx")
      .on(t.documentId)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * The client book (clients feature): a firm the studio bills. Documents keep their
 * own snapshot of the client; editing a client changes future documents only.
 */
export const client = pgTable(
  "client",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    contactName: text("contact_name").notNull().default(""),
    email: text("email"),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    ninea: text("ninea"),
    rccm: text("rccm").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** How the client wants documents: email, WhatsApp or both (ADR 045). */
    contactPreference: text("contact_preference", { enum: CONTACT_PREFERENCE_NAMES })
      .notNull()
      .default("email"),
    /** Issue 35 §6 (ADR 055): the language and currency its documents start from. */
    language: text("language", { enum: LANGUAGES }).notNull().default("fr"),
    currency: text("currency", { enum: CURRENCY_CODES }).notNull().default("XOF"),
    /** Where it is (ISO 3166-1 alpha-2): its e-invoices' buyer country, printed when not SN. */
    country: text("country").$type<CountryCode>().notNull().default("SN"),
    /** A client merged into another points at it; merged clients are hidden. */
    mergedInto: uuid("merged_into").references((): AnyPgColumn => client.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_email_idx").on(t.email), index("client_ninea_idx").on(t.ninea)],
);

/** The catalogue (catalogue feature): what the firm sells, with its unit and price. */
export const catalogueItem = pgTable("catalogue_item", {
  id: uuid("id").primaryKey().defaultRandom(),
  designation: text("designation").notNull(),
  description: text("description").notNull().default(""),
  /** Whole francs, excluding VAT. */
  unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
  /** « mois », « jour », « forfait »… */
  unit: text("unit").notNull(),
  /** Default VAT rate, in percent (18 in Senegal). */
  vatRate: integer("vat_rate").notNull().default(18),
  /**
   * Issue 35 §2 (ADR 050): what a document's line takes from the item, « standard »
   * (at `vatRate`), « exempt » (0 %, `exemptionReason` printed) or « debours ».
   */
  vatCategory: text("vat_category", { enum: ["standard", "exempt", "debours"] })
    .notNull()
    .default("standard"),
  exemptionReason: text("exemption_reason").notNull().default(""),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  /** Issue 23 (ADR 031): the site's offer it was first filled from (« offre:<id> »), once. */
  source: text("source").unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What the public pages are made of changed (settings, articles, projects): one
 * counter, read by every instance, which then remakes its pre-rendered pages and
 * reloads what it keeps in memory (app/features/platform/site-revision.server.ts).
 */
export const siteRevision = pgTable("site_revision", {
  id: integer("id").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull(),
  /** What changed last, for the log. */
  reason: text("reason").notNull().default(""),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- subscriptions (issue 23 item 4, ADR 032): recurring invoices issued by the server ---

/** One line of a subscription: a catalogue item, its price and VAT copied at creation. */
export type SubscriptionLine = {
  catalogueItemId: string | null;
  designation: string;
  unit: string;
  quantity: number;
  /** Whole francs, excluding VAT. */
  unitPrice: number;
};

export const subscription = pgTable(
  "subscription",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "restrict" }),
    /** What the invoices are for: « Maintenance » → « Maintenance — décembre 2026 ». */
    title: text("title").notNull(),
    lines: jsonb("lines").$type<SubscriptionLine[]>().notNull(),
    /** Percent, copied from the catalogue at creation; 0 = no VAT. */
    vatRate: integer("vat_rate").notNull(),
    period: text("period", { enum: ["monthly", "quarterly", "yearly"] }).notNull(),
    startOn: date("start_on").notNull(),
    endOn: date("end_on"),
    autoSend: boolean("auto_send").notNull().default(false),
    status: text("status", { enum: ["active", "paused", "stopped"] })
      .notNull()
      .default("active"),
    /** The Dakar day a pause began (null when not paused). */
    pausedOn: date("paused_on"),
    /** The Dakar day it was stopped: no period starting that day or later. */
    stoppedOn: date("stopped_on"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    /** Why the last period could not be issued (client without an address…), shown in the list. */
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscription_status_idx").on(t.status)],
);

/**
 * Each period of a subscription, claimed once: the row is inserted in the
 * transaction that issues its invoice (or records it skipped by a pause), and
 * the unique key makes a second instance's claim fail (ADR 032).
 */
export const subscriptionPeriod = pgTable(
  "subscription_period",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscription.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    /** The invoice issued for it; null for a period skipped by a pause. */
    documentId: uuid("document_id").references(() => document.id, { onDelete: "restrict" }),
    skipped: boolean("skipped").notNull().default(false),
    /** When « Envoyer automatiquement » queued its email (claimed in the sending transaction). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique("subscription_period_unique").on(t.subscriptionId, t.periodStart)],
);

export type SubscriptionRow = typeof subscription.$inferSelect;
export type SubscriptionPeriodRow = typeof subscriptionPeriod.$inferSelect;

// --- Team (issue 23 item 1, ADR 030) ---

/** better-auth's twoFactor plugin: the TOTP secret and backup codes, both encrypted. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    index("two_factor_user_id_idx").on(t.userId),
    index("two_factor_secret_idx").on(t.secret),
  ],
);

/**
 * The TOTP steps each account has used (RFC 6238 §5.2: a code opens once). The
 * key makes a second use of a step a conflict, whatever the instance; steps out
 * of the code's window are pruned (two-factor.server.ts).
 */
export const twoFactorUsedStep = pgTable(
  "two_factor_used_step",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** An invitation to join the team: single use, 7 days; only the token's SHA-256 is kept. */
export const staffInvitation = pgTable(
  "staff_invitation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    staffRole: text("staff_role", { enum: STAFF_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedById: text("invited_by_id").references(() => user.id, { onDelete: "set null" }),
    invitedByName: text("invited_by_name").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Replaced by a newer invitation to the same address, or withdrawn. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitation_email_idx").on(t.email)],
);

/** The team's rules (one row): whether every member must use two-factor sign-in. */
export const teamPolicy = pgTable("team_policy", {
  id: integer("id").primaryKey(),
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  changedByName: text("changed_by_name").notNull().default(""),
  updatedAt: updatedAt(),
});

// --- publishing (issue 24, ADR 034): articles and projects written in /redaction ---

/** A cover or project image as the pages draw it: the fallback, its modern sources, its size. */
export type PublishedImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** AVIF and WebP at the widths the site uses (srcset), for <picture>. */
  sources?: { type: string; srcSet: string }[];
};

/** draft: never shown; scheduled: shown from publish_at (the schedule flips it); published: shown. */
export type PublishingStatus = "draft" | "scheduled" | "published";

export const article = pgTable(
  "article",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short id of the old addresses (/articles/3); new articles get the next number. */
    number: integer("number").notNull().unique(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    seoTitle: text("seo_title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    /** A team member's id (content/team.ts). */
    author: text("author").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    featured: boolean("featured").notNull().default(false),
    cover: jsonb("cover").$type<PublishedImage>(),
    /** The Markdown, as written. */
    body: text("body").notNull(),
    /**
     * Its HTML (sanitized), headings and words, rendered once when it is saved; made again
     * when `rendered_with` is not the renderer's current version (markdown.server.ts).
     */
    html: text("html"),
    headings: jsonb("headings").$type<{ id: string; text: string; level: 2 | 3 }[]>(),
    wordCount: integer("word_count"),
    renderedWith: text("rendered_with"),
    status: text("status", { enum: ["draft", "scheduled", "published"] })
      .notNull()
      .default("draft"),
    /** When it goes (scheduled) or went (published) public. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedByName: text("published_by_name"),
    /** « Envoyer aux abonnés » claimed once (the recipients are in article_mailing). */
    mailingStartedAt: timestamp("mailing_started_at", { withTimezone: true }),
    mailingByName: text("mailing_by_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("article_status_idx").on(t.status, t.publishAt)],
);

export const project = pgTable("project", {
  id: uuid("id").primaryKey().defaultRandom(),
  number: integer("number").notNull().unique(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  client: text("client").notNull(),
  year: integer("year").notNull(),
  duration: text("duration").notNull(),
  category: text("category").notNull(),
  technologies: jsonb("technologies").$type<string[]>().notNull().default([]),
  /** The card's one or two sentences. */
  description: text("description").notNull(),
  /** The page's paragraphs, separated by a blank line. */
  fullDescription: text("full_description").notNull(),
  image: jsonb("image").$type<PublishedImage>().notNull(),
  /** The page's « En images »: up to 8 more images, in their order, each with its alt text. */
  gallery: jsonb("gallery").$type<PublishedImage[]>().notNull().default([]),
  status: text("status", { enum: ["draft", "scheduled", "published"] })
    .notNull()
    .default("draft"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  publishedByName: text("published_by_name"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every save of an article or project: what it held, who did what, when (« Restaurer »). */
export const publishingRevision = pgTable(
  "publishing_revision",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["article", "project"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    /** The editable fields at that moment. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** draft, publish, schedule, unpublish, restore, import, scheduled-publish, mailing. */
    action: text("action").notNull(),
    byUserId: text("by_user_id"),
    byName: text("by_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("publishing_revision_item_idx").on(t.itemId, t.at)],
);

/**
 * What a member is typing in the editor, saved automatically every few seconds (« Enregistré
 * à hh:mm »): it survives a closed tab or a change of device, is never published and is kept
 * apart from the article itself; a real save (brouillon, publier, programmer) clears it.
 */
export const publishingAutosave = pgTable(
  "publishing_autosave",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["article", "project"] }).notNull(),
    /** The item's id, or « nouveau » for one not saved yet. */
    itemKey: text("item_key").notNull(),
    /** The form's text fields as they were typed. */
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemKey] })],
);

/** Uploaded images, in the database so every instance serves them (/medias/:name). */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** `<hash>-<width>.<ext>`: content-addressed, served immutable. */
  name: text("name").notNull().unique(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** « Envoyer aux abonnés »: one row per subscriber of the moment, queued in turns. */
export const articleMailing = pgTable(
  "article_mailing",
  {
    articleId: uuid("article_id")
      .notNull()
      .references(() => article.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscriber.id, { onDelete: "cascade" }),
    /** pending: not queued yet; queued: in the outbox; skipped: unsubscribed before its turn. */
    state: text("state", { enum: ["pending", "queued", "skipped"] })
      .notNull()
      .default("pending"),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
  },
  (t) => [unique("article_mailing_pk").on(t.articleId, t.subscriberId)],
);

export type ArticleRow = typeof article.$inferSelect;
export type ProjectRow = typeof project.$inferSelect;

export type ClientLinkRow = typeof clientLink.$inferSelect;
export type ClientRow = typeof client.$inferSelect;
export type CatalogueItemRow = typeof catalogueItem.$inferSelect;

// --- acceptance (issue 22, ADR 028): the client's answer to a quote, given online ---

/**
 * « Bon pour accord » or « Refuser le devis », given through the quote's private link:
 * one answer per quote (the unique document), with who, when, from where and, for an
 * acceptance, the SHA-256 of the exact document accepted and the drawn signature (PNG).
 */
export const quoteResponse = pgTable("quote_response", {
  id: uuid("id").primaryKey().defaultRandom(),
  documentId: uuid("document_id")
    .notNull()
    .unique()
    .references(() => document.id, { onDelete: "cascade" }),
  /** The client link it came through (kept when the link is replaced later). */
  linkId: uuid("link_id").references(() => clientLink.id, { onDelete: "set null" }),
  decision: text("decision", { enum: ["accepted", "refused"] }).notNull(),
  /** « Nom et prénom » (optional on a refusal: "" then). */
  name: text("name").notNull().default(""),
  /** « Fonction », optional. */
  role: text("role").notNull().default(""),
  /** The refusal's optional reason. */
  reason: text("reason").notNull().default(""),
  at: timestamp("at", { withTimezone: true }).notNull(),
  ip: text("ip").notNull(),
  userAgent: text("user_agent").notNull().default(""),
  /** SHA-256 of the canonical JSON of { number, totalTtc, snapshot } (ADR 028). */
  documentSha256: bytea("document_sha256").notNull(),
  /** The drawn signature, a PNG checked on arrival; null when none was drawn. */
  signature: bytea("signature"),
});

export type QuoteResponseRow = typeof quoteResponse.$inferSelect;

// ── The firm's settings (settings feature, ADR 033) ─────────────────────────────
/**
 * The firm's settings: one row (id 1) holding the whole validated document
 * (app/features/settings/schema.ts). No row: a fresh install, the defaults of
 * app/config/company.ts apply.
 */
export const companySettings = pgTable("company_settings", {
  id: integer("id").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

/** Every save of the settings: who, when, what it was before and after. */
export const companySettingsHistory = pgTable(
  "company_settings_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    byUserId: text("by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The name at the time, kept when the account goes. */
    byName: text("by_name").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("company_settings_history_at_idx").on(t.at)],
);

/**
 * The firm's images (logo, signature, stamp), normalised to PNG, addressed by the
 * SHA-256 of their bytes and never changed: a document issued with a logo keeps
 * printing it after the logo is replaced.
 */
export const companyImage = pgTable("company_image", {
  sha256: text("sha256").primaryKey(),
  mime: text("mime").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// Issue 22 item 3 — paying online (ADR 029). One row per checkout the client
// started: what the provider was asked for (the invoice's balance then, in XOF),
// and where its notification brought it. The notification claims the row
// (pending → received → paid) by conditional updates, the last one in the same
// transaction as the ledger's payment: two instances never record it twice.
// ---------------------------------------------------------------------------

export const ONLINE_PAYMENT_STATUSES = [
  "pending",
  "received",
  "paid",
  "failed",
  "refused",
] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

export const onlinePayment = pgTable(
  "online_payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "restrict" }),
    provider: text("provider", { enum: ONLINE_PROVIDERS }).notNull(),
    /** The provider's id of the checkout (Wave: the session id; PayTech: our ref_command). */
    providerRef: text("provider_ref"),
    /** Whole francs: the balance when the checkout was made. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("XOF"),
    status: text("status", { enum: ONLINE_PAYMENT_STATUSES }).notNull().default("pending"),
    /** Where the client was sent to pay. */
    checkoutUrl: text("checkout_url"),
    /** What the notification said: the ledger's method, the provider's transaction. */
    method: text("method", { enum: PAYMENT_METHODS }),
    providerTransaction: text("provider_transaction"),
    /** Why a received payment was not recorded (refused by the ledger). */
    problem: text("problem"),
    /** The provider's event that claimed the row: Wave's event id, PayTech's token. */
    eventId: text("event_id"),
    ledgerPaymentId: uuid("ledger_payment_id").references(() => payment.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    unique("online_payment_provider_ref_key").on(t.provider, t.providerRef),
    index("online_payment_document_idx").on(t.documentId, t.createdAt),
    index("online_payment_received_idx")
      .on(t.receivedAt)
      .where(sql`status = 'received'`),
  ],
);
export type OnlinePaymentRow = typeof onlinePayment.$inferSelect;

/**
 * « À vérifier » (issue 29): money a provider says it took for one of our checkouts and
 * the ledger did not record — an authentic notification of another amount, currency or
 * way of paying (`notification`), or one the ledger refused, the invoice settled or
 * cancelled meanwhile (`ledger`). The figures as the provider wrote them. One row per
 * provider's event and cause: a retried notification, or two instances receiving it,
 * insert it once, and the firm's email is queued with that insert.
 */
export const ONLINE_CHECK_CAUSES = ["notification", "ledger"] as const;
export const onlinePaymentCheck = pgTable(
  "online_payment_check",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    onlinePaymentId: uuid("online_payment_id")
      .notNull()
      .references(() => onlinePayment.id, { onDelete: "restrict" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "restrict" }),
    provider: text("provider", { enum: ONLINE_PROVIDERS }).notNull(),
    /** The provider's event: Wave's event id, PayTech's token. */
    eventId: text("event_id").notNull(),
    cause: text("cause", { enum: ONLINE_CHECK_CAUSES }).notNull(),
    /** As the notification wrote them: « 969364.00 », « EUR »; "" when it said none. */
    amount: text("amount").notNull(),
    currency: text("currency").notNull(),
    /** The way of paying as the provider named it (« Orange Money », « Emoney »…). */
    method: text("method").notNull().default(""),
    /** The provider's transaction. */
    transaction: text("transaction").notNull().default(""),
    /** Why it was not recorded, in French. */
    reason: text("reason").notNull(),
    /** « Marquer comme vérifié » (refunded or recorded by hand): when and by whom. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledByName: text("handled_by_name"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("online_payment_check_event_key").on(t.provider, t.eventId, t.cause),
    index("online_payment_check_document_idx").on(t.documentId, t.createdAt),
    index("online_payment_check_created_idx").on(t.createdAt),
  ],
);
export type OnlinePaymentCheckRow = typeof onlinePaymentCheck.$inferSelect;

// --- the client book and the catalogue (issue 23, ADR 031) ---

/**
 * Which client an issued document belongs to. Apart from `document`, whose rows the
 * integrity chain hashes (ADR 023): linking, relinking or merging never touches them.
 * One row per document, written by the clients feature after the issue.
 */
export const clientDocument = pgTable(
  "client_document",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => document.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "restrict" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_document_client_idx").on(t.clientId)],
);

/** Which client a contact request (lead) came from. One row per request. */
export const clientLead = pgTable(
  "client_lead",
  {
    contactMessageId: uuid("contact_message_id")
      .primaryKey()
      .references(() => contactMessage.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "restrict" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_lead_client_idx").on(t.clientId)],
);

export type ClientDocumentRow = typeof clientDocument.$inferSelect;

// --- the studio's live notifications (ADR 042) ---

/**
 * Something the members whose role concerns it should know now: a quote answered online,
 * a payment, a contact request, an invitation accepted. Written in the transaction of
 * what it tells; every instance reads the new ones by `seq` and streams them.
 */
export const notification = pgTable(
  "notification",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** In the order of insertion, whatever the clocks: what each instance has streamed. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    kind: text("kind", { enum: NOTIFICATION_KIND_NAMES }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    href: text("href").notNull(),
    /** The member who did it (a colleague's payment): not told of their own act. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("notification_created_idx").on(t.createdAt)],
);

/** A notification a member has read (one by one; « Tout marquer lu » moves their cursor). */
export const notificationRead = pgTable(
  "notification_read",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notification.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

/** Per member: everything up to `read_before` is read; the kinds they also get by email. */
export const notificationMember = pgTable("notification_member", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  readBefore: timestamp("read_before", { withTimezone: true }),
  emailKinds: jsonb("email_kinds").$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

// --- the pipeline: every request is an opportunity with a stage (issue 33, ADR 048) ---

/**
 * A request followed to its end: from the contact form, a booking, the newsletter or
 * typed by hand. `version` grows on every change: a colleague's edit posts the version
 * it saw and a stale one changes nothing (two people never overwrite each other).
 */
export const opportunity = pgTable(
  "opportunity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: OPPORTUNITY_SOURCES }).notNull(),
    /** The contact request it came from: one opportunity per request. */
    contactMessageId: uuid("contact_message_id")
      .unique()
      .references(() => contactMessage.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    subject: text("subject").notNull().default(""),
    /** Whole francs: the linked quote's TTC, or typed by hand; null when unknown. */
    amount: bigint("amount", { mode: "number" }),
    /** The quote issued from it (« Devis envoyé »), answered online to « Gagné »/« Perdu ». */
    quoteId: uuid("quote_id").references(() => document.id, { onDelete: "set null" }),
    stage: text("stage", { enum: OPPORTUNITY_STAGES }).notNull().default("new"),
    lostReason: text("lost_reason"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When it entered its current stage. */
    stageAt: timestamp("stage_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("opportunity_created_idx").on(t.createdAt),
    index("opportunity_quote_idx").on(t.quoteId),
  ],
);

/** Each move of an opportunity: the days per stage are read from these. */
export const opportunityStage = pgTable(
  "opportunity_stage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    opportunityId: uuid("opportunity_id")
      .notNull()
      .references(() => opportunity.id, { onDelete: "cascade" }),
    /** Null for the first row (its creation). */
    fromStage: text("from_stage", { enum: OPPORTUNITY_STAGES }),
    toStage: text("to_stage", { enum: OPPORTUNITY_STAGES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The member who moved it; null for an automatic move. */
    byId: text("by_id").references(() => user.id, { onDelete: "set null" }),
    byName: text("by_name"),
    reason: text("reason"),
  },
  (t) => [index("opportunity_stage_opportunity_idx").on(t.opportunityId, t.at)],
);

export type OpportunityRow = typeof opportunity.$inferSelect;

/**
 * « Réserver un appel » (ADR 044): a member's hours for calls, Dakar time. No row:
 * Monday–Friday 09:00–18:00 with the default notice (features/booking/slots.ts).
 */
export const bookingAvailability = pgTable("booking_availability", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Monday first, seven entries: { from, to } "HH:MM", or null (no calls that day). */
  weekly: jsonb("weekly").$type<({ from: string; to: string } | null)[]>().notNull(),
  noticeMinutes: integer("notice_minutes").notNull(),
  bufferMinutes: integer("buffer_minutes").notNull(),
  /** "YYYY-MM-DD" days without calls (leave, public holidays). */
  daysOff: jsonb("days_off").$type<string[]>().notNull().default([]),
  /** Off: this member is offered to no visitor (their booked calls stay). */
  takesCalls: boolean("takes_calls").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A free 30-minute call booked by a visitor, with everything they wrote (a future
 * sales opportunity). Managed without an account through its `token`.
 */
export const booking = pgTable(
  "booking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * SHA-256 of the private link's token (/rendez-vous/<token>: cancel, reschedule). The
     * token is an HMAC of the id with the server's secret: a copy of the database opens nothing.
     */
    tokenHash: text("token_hash").notNull().unique(),
    memberId: text("member_id")
      .notNull()
      .references(() => user.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["booked", "cancelled"] })
      .notNull()
      .default("booked"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull().default(""),
    /** One of the contact form's service values. */
    subject: text("subject").notNull(),
    note: text("note").notNull().default(""),
    ip: text("ip"),
    /** The invitation's SEQUENCE (RFC 5545): raised at each reschedule and at cancellation. */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The day-before reminder was queued (claimed once across instances). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // No double booking: one live call per member and start, whatever the instance.
    uniqueIndex("booking_member_start_live_idx")
      .on(t.memberId, t.startsAt)
      .where(sql`status = 'booked'`),
    index("booking_starts_idx").on(t.startsAt),
  ],
);
export type BookingRow = typeof booking.$inferSelect;

// --- projects and time (issue 34 §1–2, ADR 052) ---

/**
 * A piece of work for a client, usually born from an accepted quote (« Démarrer le
 * projet »): its budget is the quote's lines, frozen in whole francs. `version` grows on
 * every edit: a colleague's form posts the version it saw, and a stale one writes nothing.
 * (The portfolio's `project` table is the public site's « Réalisations », not these.)
 */
export const clientProject = pgTable(
  "client_project",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "restrict" }),
    /** The quote it was started from: one project per quote. */
    quoteId: uuid("quote_id")
      .unique()
      .references(() => document.id, { onDelete: "restrict" }),
    status: text("status", { enum: PROJECT_STATUS_NAMES }).notNull().default("active"),
    leadId: text("lead_id").references(() => user.id, { onDelete: "set null" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    /** Whole francs per hour billed for its time; null: each prestation's own price. */
    hourlyRate: bigint("hourly_rate", { mode: "number" }),
    /** The budget's lines (designation, quantity, unit price, total HT), whole francs. */
    budgetLines: jsonb("budget_lines")
      .$type<{ designation: string; quantity: string; unitPrice: number; total: number }[]>()
      .notNull()
      .default([]),
    /** Σ of the lines' totals, HT, whole francs. */
    budgetHt: bigint("budget_ht", { mode: "number" }).notNull().default(0),
    notes: text("notes").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("client_project_client_idx").on(t.clientId),
    index("client_project_status_idx").on(t.status),
  ],
);
export type ClientProjectRow = typeof clientProject.$inferSelect;

/**
 * A document the firm put in a project by hand or by « Démarrer le projet » (its quote).
 * Apart from `document`, whose rows the integrity chain hashes (ADR 023), as
 * client_document is. The invoices made from a linked quote (deposit, balance, full)
 * follow it without a row of their own: they are read through `document.source_id`.
 */
export const projectDocument = pgTable(
  "project_document",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => document.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProject.id, { onDelete: "cascade" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_document_project_idx").on(t.projectId)],
);

/**
 * Time a member spent on a project. A running timer is a row with `started_at` and no
 * `minutes` yet (one per member: the partial unique index); stopping it writes the
 * minutes, rounded to the nearest minute. Entries typed by hand have no `started_at`.
 */
export const timeEntry = pgTable(
  "time_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProject.id, { onDelete: "restrict" }),
    /** The day it counts for, in Dakar (a timer: the day it started). */
    day: date("day").notNull(),
    /** Whole minutes; null while the timer runs. */
    minutes: integer("minutes"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The prestation of the catalogue it was spent on, if any. */
    catalogueItemId: uuid("catalogue_item_id").references(() => catalogueItem.id, {
      onDelete: "set null",
    }),
    /** The task, in a few words (or the prestation's designation). */
    task: text("task").notNull().default(""),
    note: text("note").notNull().default(""),
    billable: boolean("billable").notNull().default(true),
    /** The invoice that billed it (« Facturer », ADR 056); null again when an avoir cancels it. */
    invoicedDocumentId: uuid("invoiced_document_id").references(() => document.id, {
      onDelete: "restrict",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("time_entry_running_idx")
      .on(t.userId)
      .where(sql`minutes is null`),
    index("time_entry_user_day_idx").on(t.userId, t.day),
    index("time_entry_project_idx").on(t.projectId, t.day),
  ],
);
export type TimeEntryRow = typeof timeEntry.$inferSelect;

/**
 * A member's internal cost per hour, whole francs, set by the Gérant on /equipe. Read
 * only where the `team` permission (and later the margins) opens: never shown to others.
 */
export const memberCost = pgTable("member_cost", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  hourlyCost: bigint("hourly_cost", { mode: "number" }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The history of members' internal costs (ADR 058): each change is a row from the day it
 * takes effect (Dakar), so a new cost never rewrites an older margin; `hourly_cost` null: the
 * cost was removed that day. One row per member and day (a second change that day replaces it).
 */
export const memberCostHistory = pgTable(
  "member_cost_history",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The first day (ISO, Dakar) the cost applies to. */
    effectiveFrom: date("effective_from").notNull(),
    hourlyCost: bigint("hourly_cost", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.effectiveFrom] })],
);

/**
 * The stopped time entries summed per project, member and month (ADR 062), each entry priced
 * at the cost in effect on its day and rounded before it is added: what the margins and the
 * projects' list read instead of pricing every entry at every request. Kept by the database
 * (triggers on time_entry and member_cost_history, migration 0042), never written by the
 * app; rebuilt whole by `time_month_rebuild()` after a restore.
 */
export const timeMonth = pgTable(
  "time_month",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProject.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The month's first day. */
    month: date("month").notNull(),
    entries: integer("entries").notNull(),
    minutes: bigint("minutes", { mode: "number" }).notNull(),
    /** The minutes of days the member had no cost for. */
    uncostedMinutes: bigint("uncosted_minutes", { mode: "number" }).notNull(),
    /** Whole francs: each entry's cost rounded half away from zero, then summed. */
    cost: bigint("cost", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId, t.month] })],
);

// --- Expenses (issue 34 §3, ADR 054) ---

/**
 * Money the firm spent: amounts in whole francs, TTC and the VAT in it; its receipt (a
 * photo resized to JPEG, or a PDF) kept in the row, so every instance serves it. A
 * recurring one (`recurring`, the day of its next copy in `next_on`) is copied each month
 * by the server's job, which claims it FOR UPDATE SKIP LOCKED; the copies point back to it
 * and (recurrence_of, spent_on) is unique, so no month is copied twice.
 */
export const expense = pgTable(
  "expense",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The day it was paid (ISO, Dakar). */
    spentOn: date("spent_on").notNull(),
    supplier: text("supplier").notNull(),
    /** Whole francs, above zero. */
    amountTtc: bigint("amount_ttc", { mode: "number" }).notNull(),
    /** The VAT in the amount, whole francs, 0 to amount_ttc. */
    vat: bigint("vat", { mode: "number" }).notNull().default(0),
    category: text("category", { enum: EXPENSE_CATEGORY_NAMES }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    projectId: uuid("project_id").references(() => clientProject.id, { onDelete: "restrict" }),
    /** To be billed to the project's client (« Facturer », later). */
    billable: boolean("billable").notNull().default(false),
    note: text("note").notNull().default(""),
    receipt: bytea("receipt"),
    /** image/jpeg or application/pdf, checked by content; null without a receipt. */
    receiptType: text("receipt_type"),
    recurring: boolean("recurring").notNull().default(false),
    /** A recurring expense's next copy (ISO day); null otherwise. */
    nextOn: date("next_on"),
    recurrenceOf: uuid("recurrence_of").references((): AnyPgColumn => expense.id, {
      onDelete: "set null",
    }),
    /** The invoice that billed it to the client, once billed. */
    invoicedDocumentId: uuid("invoiced_document_id").references(() => document.id, {
      onDelete: "restrict",
    }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("expense_spent_on_idx").on(t.spentOn),
    index("expense_project_idx").on(t.projectId, t.spentOn),
    index("expense_recurring_due_idx")
      .on(t.nextOn)
      .where(sql`recurring`),
    unique("expense_recurrence_unique").on(t.recurrenceOf, t.spentOn),
  ],
);
export type ExpenseRow = typeof expense.$inferSelect;
