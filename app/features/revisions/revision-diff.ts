import { REVISION_FIELDS, type FieldShape, type RevisionKind } from "./fields.ts";

// « Historique »: what changed between two versions of an article or a project, field by
// field in words an editor reads, the long texts line by line (ADR 034).

export type DiffLine =
  | { type: "same" | "added" | "removed"; text: string }
  /** Unchanged lines left out between two changes: how many. */
  | { type: "skipped"; count: number };

export type FieldChange =
  | { field: string; label: string; kind: "value"; before: string; after: string }
  | { field: string; label: string; kind: "lines"; lines: DiffLine[] };

type Snapshot = Record<string, unknown>;

/** Beyond this many cells the texts are too long to compare line by line: shown replaced. */
const MAX_CELLS = 4_000_000;

/** The lines of `before` and `after`, each kept, removed or added (longest common subsequence). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.replace(/\r\n?/g, "\n").split("\n");
  const b = after.replace(/\r\n?/g, "\n").split("\n");
  // The lines both begin and end with need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text) => ({ type: "same" as const, text }));
  const tail = a.slice(endA).map((text) => ({ type: "same" as const, text }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  let middle: DiffLine[];
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    middle = [
      ...midA.map((text) => ({ type: "removed" as const, text })),
      ...midB.map((text) => ({ type: "added" as const, text })),
    ];
  } else {
    // lcs[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const lcs = new Uint32Array((n + 1) * (m + 1));
    const at = (i: number, j: number) => i * (m + 1) + j;
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[at(i, j)] =
          midA[i] === midB[j]
            ? lcs[at(i + 1, j + 1)]! + 1
            : Math.max(lcs[at(i + 1, j)]!, lcs[at(i, j + 1)]!);
      }
    }
    middle = [];
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        middle.push({ type: "same", text: midA[i]! });
        i++;
        j++;
      } else if (i < n && (j === m || lcs[at(i + 1, j)]! >= lcs[at(i, j + 1)]!)) {
        // Removed before added: the old line reads above the new one.
        middle.push({ type: "removed", text: midA[i]! });
        i++;
      } else {
        middle.push({ type: "added", text: midB[j]! });
        j++;
      }
    }
  }
  return [...head, ...middle, ...tail];
}

/** Long runs of unchanged lines folded, `context` lines kept around each change. */
export function foldUnchanged(lines: DiffLine[], context = 2): DiffLine[] {
  const changed = lines.map((l) => l.type === "added" || l.type === "removed");
  const near = (i: number) =>
    changed.slice(Math.max(0, i - context), i + context + 1).some(Boolean);
  const out: DiffLine[] = [];
  let skipped = 0;
  lines.forEach((line, i) => {
    if (line.type === "same" && !near(i)) {
      skipped++;
      return;
    }
    if (skipped) out.push({ type: "skipped", count: skipped });
    skipped = 0;
    out.push(line);
  });
  if (skipped) out.push({ type: "skipped", count: skipped });
  return out;
}

type ImageValue = { src?: unknown; alt?: unknown };

function imageText(value: unknown): string {
  if (!value || typeof value !== "object") return "Aucune";
  const { src, alt } = value as ImageValue;
  const name = String(src ?? "").replace(/^.*\//, "");
  return alt ? `${name} («\u00a0${String(alt)}\u00a0»)` : `${name} (sans description)`;
}

/** A field's value as the history shows it. */
function shown(shape: FieldShape, value: unknown, authors: ReadonlyMap<string, string>): string {
  if (shape === "image") return imageText(value);
  if (value === undefined || value === null || value === "") return "(vide)";
  if (shape === "yes-no") return value ? "Oui" : "Non";
  if (shape === "author") return authors.get(String(value)) ?? String(value);
  if (shape === "images") {
    const list = Array.isArray(value) ? value : [];
    if (list.length === 0) return "Aucune image";
    return list.map((image, i) => `${i + 1}. ${imageText(image)}`).join("\n");
  }
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "(vide)";
  return String(value);
}

/**
 * What changed from `before` to `after` (two revisions' snapshots), in the editor's order;
 * the long text as a line diff with the unchanged lines folded.
 */
export function compareSnapshots(
  kind: RevisionKind,
  before: Snapshot,
  after: Snapshot,
  authors: ReadonlyMap<string, string> = new Map(),
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const { field, label, shape = "text" } of REVISION_FIELDS[kind]) {
    if (shape === "lines") {
      // Blank lines at the ends are no change (the form trims them; the seed kept one).
      const a = String(before[field] ?? "").trim();
      const b = String(after[field] ?? "").trim();
      if (a !== b)
        changes.push({ field, label, kind: "lines", lines: foldUnchanged(lineDiff(a, b)) });
      continue;
    }
    const a = shown(shape, before[field], authors);
    const b = shown(shape, after[field], authors);
    if (a !== b) changes.push({ field, label, kind: "value", before: a, after: b });
  }
  return changes;
}
