import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { env, publicOrigin } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { clientLink } from "#app/db/schema.ts";

// A document's private link for its client, `/d/<token>` (ADR 027). The token is
// HMAC-SHA256(AUTH_SECRET, 128 random bits): unguessable without the server's
// secret, made again by the server whenever it prints the link (email, PDF, QR),
// while the database keeps only the nonce and the token's SHA-256 — a copy of the
// database alone opens no document.

type Tx = Pick<Db, "select" | "insert" | "update">;

/** 43 characters of base64url: the whole HMAC, 256 bits. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function tokenOf(nonce: Buffer): string {
  return createHmac("sha256", env().AUTH_SECRET)
    .update("client-link\0")
    .update(nonce)
    .digest("base64url");
}

function hashOf(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

export type LiveLink = { id: string; token: string; url: string };

function live(row: { id: string; nonce: Buffer }): LiveLink {
  const token = tokenOf(row.nonce);
  return { id: row.id, token, url: clientLinkUrl(token) };
}

/** The absolute address of a token's page. */
export function clientLinkUrl(token: string): string {
  return `${publicOrigin()}/d/${token}`;
}

/** The document's live link, made on first need (an issued document always has one). */
export async function ensureClientLink(documentId: string, tx: Tx = db()): Promise<LiveLink> {
  const [row] = await tx
    .select({ id: clientLink.id, nonce: clientLink.nonce })
    .from(clientLink)
    .where(and(eq(clientLink.documentId, documentId), isNull(clientLink.revokedAt)))
    .limit(1);
  if (row) return live(row);
  return insertLink(documentId, tx);
}

async function insertLink(documentId: string, tx: Tx): Promise<LiveLink> {
  const nonce = randomBytes(16);
  const [row] = await tx
    .insert(clientLink)
    .values({ documentId, nonce, tokenHash: hashOf(tokenOf(nonce)) })
    .returning({ id: clientLink.id, nonce: clientLink.nonce });
  return live(row!);
}

/** « Nouveau lien »: the live link stops working at once, another replaces it. */
export async function replaceClientLink(documentId: string, tx: Tx = db()): Promise<LiveLink> {
  await tx
    .update(clientLink)
    .set({ revokedAt: new Date() })
    .where(and(eq(clientLink.documentId, documentId), isNull(clientLink.revokedAt)));
  return insertLink(documentId, tx);
}

export type ResolvedLink = {
  linkId: string;
  documentId: string;
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
};

/** The document a token opens, or null (unknown, malformed or revoked: the page answers 404). */
export async function resolveClientLink(
  token: string,
  tx: Tx = db(),
): Promise<ResolvedLink | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await tx
    .select({
      linkId: clientLink.id,
      documentId: clientLink.documentId,
      firstViewedAt: clientLink.firstViewedAt,
      lastViewedAt: clientLink.lastViewedAt,
    })
    .from(clientLink)
    .where(and(eq(clientLink.tokenHash, hashOf(token)), isNull(clientLink.revokedAt)));
  return row ?? null;
}
