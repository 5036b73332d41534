import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document, user } from "#app/db/schema.ts";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { balanceDue, displayStatus, type StoredStatus } from "#app/features/documents/status.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { ensureClientLink } from "./link.server.ts";
import type { MyDocument } from "./types.ts";

// « Mes documents » (ADR 027): a visitor's account opens the documents addressed to
// its email — once that email is verified, and only those. The only key is the
// session's own verified address: no id, number or token from the request is read.

export type MyDocumentsPage =
  | { signedIn: false }
  | { signedIn: true; verified: false; email: string }
  | { signedIn: true; verified: true; email: string; documents: MyDocument[] };

/** The newest first; more than this is the firm's to send (a client has a few dozen). */
const SHOWN = 100;

/** The documents whose client email is this verified address, quotes and invoices. */
export async function myDocuments(email: string, today: string): Promise<MyDocument[]> {
  const rows = await db()
    .select({
      id: document.id,
      kind: document.kind,
      number: document.number,
      project: document.project,
      issuedAt: document.issuedAt,
      status: document.status,
      validUntil: document.validUntil,
      dueDate: document.dueDate,
      totalTtc: document.totalTtc,
      paidTotal: document.paidTotal,
      creditedTotal: document.creditedTotal,
    })
    .from(document)
    .where(
      and(
        sql`lower(${document.clientEmail}) = ${email.trim().toLowerCase()}`,
        inArray(document.kind, ["quote", "invoice"]),
      ),
    )
    .orderBy(desc(document.issuedAt))
    .limit(SHOWN);
  const out: MyDocument[] = [];
  for (const row of rows) {
    const link = await ensureClientLink(row.id);
    out.push({
      kind: row.kind as MyDocument["kind"],
      number: row.number,
      project: row.project,
      issuedOn: dakarDay(row.issuedAt),
      status: displayStatus({ ...row, status: row.status as StoredStatus }, today),
      totalTtc: row.totalTtc,
      balance: row.kind === "invoice" ? balanceDue(row) : 0,
      href: new URL(link.url).pathname,
    });
  }
  return out;
}

/** GET /mes-documents. */
export async function loadMyDocuments(request: Request): Promise<MyDocumentsPage> {
  const current = await getCurrentSession(request);
  if (!current) return { signedIn: false };
  // Verified now, in the database: the session's copy may predate the verification.
  const [row] = await db()
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, current.user.id));
  if (!row) return { signedIn: false };
  if (!row.verified) return { signedIn: true, verified: false, email: row.email };
  return {
    signedIn: true,
    verified: true,
    email: row.email,
    documents: await myDocuments(row.email, dakarDay(now())),
  };
}
