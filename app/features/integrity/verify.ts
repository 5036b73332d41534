import type { RegisterEntryKind } from "#app/db/schema.ts";
import { contentHash, GENESIS, linkHash } from "./canonical.ts";

// The chain's verification, without I/O (ADR 023): entries are pushed in the order of
// their sequence, with their content recomputed from the rows as they are now.

export type CheckedEntry = {
  seq: number;
  kind: RegisterEntryKind;
  subjectId: string;
  contentHash: string;
  prevHash: string;
  hash: string;
  /** The canonical content rebuilt from the current row; null when the row is gone. */
  content: string | null;
  /** What the entry covers, in words (« Facture FACT-… », « paiement de … »). */
  label: string;
};

export type ProblemKind =
  | "missing" // an entry was removed from the chain
  | "link" // an entry does not follow the one before it (moved or rewritten)
  | "forged" // the entry's own hash does not match its link and content hash
  | "gone" // the document or payment it covers is no longer in the database
  | "content" // the row no longer has the content that was chained
  | "head" // the head does not point at the last entry (entries removed at the end)
  | "unchained"; // a document or payment that no entry covers

export type Problem = { kind: ProblemKind; seq: number | null; message: string };

export type VerifyReport = {
  ok: boolean;
  /** Entries verified (from the first one, or from where an incremental check started). */
  count: number;
  /** The hash of the last entry read (hex). */
  head: string;
  /** Every problem found, in the chain's order, at most MAX_PROBLEMS. */
  problems: Problem[];
  /** How many problems in all (may be above problems.length). */
  problemCount: number;
};

/** What the register page shows (status.server.ts). */
export type IntegrityView =
  | { state: "intact"; count: number; head: string }
  | { state: "broken"; count: number; message: string; more: number }
  | { state: "pending" };

const MAX_PROBLEMS = 20;

const KIND_WORD: Record<RegisterEntryKind, string> = {
  document: "le document",
  payment: "le paiement",
  payment_cancellation: "le paiement annulé",
};

export class ChainCheck {
  private count = 0;
  private prev: string;
  private expected: number;

  /** From the genesis, or from an entry already verified (its number and hash). */
  constructor(from: { seq: number; hash: string } = { seq: 0, hash: GENESIS }) {
    this.prev = from.hash;
    this.expected = from.seq + 1;
  }
  private problems: Problem[] = [];
  private problemCount = 0;

  private report(kind: ProblemKind, seq: number | null, message: string) {
    this.problemCount += 1;
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ kind, seq, message });
  }

  push(e: CheckedEntry) {
    const at = `Écriture n°\u00a0${e.seq}`;
    if (e.seq !== this.expected) {
      const range =
        e.seq - 1 > this.expected
          ? `Écritures n°\u00a0${this.expected} à ${e.seq - 1} manquantes`
          : `Écriture n°\u00a0${this.expected} manquante`;
      this.report(
        "missing",
        this.expected,
        `${range}\u00a0: supprimée${e.seq - 1 > this.expected ? "s" : ""} du registre (la suivante, n°\u00a0${e.seq}, couvre ${e.label}).`,
      );
    } else if (e.prevHash !== this.prev) {
      this.report(
        "link",
        e.seq,
        `${at} (${e.label})\u00a0: lien rompu, elle ne suit plus l'écriture n°\u00a0${e.seq - 1} (écritures déplacées ou réécrites).`,
      );
    }
    if (linkHash(e.prevHash, e.contentHash) !== e.hash) {
      this.report("forged", e.seq, `${at} (${e.label})\u00a0: son empreinte a été falsifiée.`);
    }
    if (e.content === null) {
      this.report(
        "gone",
        e.seq,
        `${at}\u00a0: ${KIND_WORD[e.kind]} qu'elle couvre (${e.subjectId}) a disparu de la base.`,
      );
    } else if (contentHash(e.content) !== e.contentHash) {
      this.report(
        "content",
        e.seq,
        `${at} (${e.label})\u00a0: contenu modifié depuis son inscription au registre.`,
      );
    }
    this.count += 1;
    this.prev = e.hash;
    this.expected = e.seq + 1;
  }

  /** The head row (null if it is gone) and the rows no entry covers, in words (« La facture FACT-… »). */
  finish(head: { seq: number; hash: string } | null, unchained: string[]): VerifyReport {
    const last = this.expected - 1;
    if (!head) {
      this.report("head", null, "La tête du registre a disparu de la base.");
    } else if (head.seq !== last || head.hash !== this.prev) {
      this.report(
        "head",
        head.seq > last ? last + 1 : null,
        head.seq > last
          ? `Fin du registre\u00a0: la tête annonce ${head.seq} écritures, la dernière trouvée est la n°\u00a0${last}\u00a0: écritures supprimées en fin de registre.`
          : `Fin du registre\u00a0: la tête ne correspond pas à la dernière écriture (n°\u00a0${last}).`,
      );
    }
    for (const label of unchained) {
      this.report("unchained", null, `${label} n'a pas d'écriture au registre.`);
    }
    return {
      ok: this.problemCount === 0,
      count: this.count,
      head: this.prev,
      problems: this.problems,
      problemCount: this.problemCount,
    };
  }
}
