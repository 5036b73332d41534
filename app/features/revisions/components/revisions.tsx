import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { frenchDateTimeInSentence as at } from "#app/lib/dates.ts";
import { ACTION_LABELS } from "#app/features/revisions/fields.ts";
import type { FieldChange } from "#app/features/revisions/revision-diff.ts";

export type Revision = { id: string; action: string; byName: string; at: Date | string };
export type Comparison = { from: Revision; to: Revision; changes: FieldChange[] };

const version = (r: Revision) =>
  `${ACTION_LABELS[r.action] ?? r.action}, ${r.byName}, le ${at(r.at)}`;

/**
 * Who did what, when; « Voir les changements » shows what a version changed, « Comparer »
 * any two (plain links and a GET form: no JavaScript needed); « Restaurer » puts an earlier
 * version's content back.
 */
export function Revisions({
  revisions,
  comparison,
}: {
  revisions: Revision[];
  comparison?: Comparison | null;
}) {
  if (revisions.length === 0) return null;
  return (
    <section aria-labelledby="revisions-title" className="mt-12">
      <h2 id="revisions-title" className="text-xl font-bold tracking-tight">
        Historique et versions
      </h2>
      <ol className="mt-4 divide-y rounded-xl border">
        {revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm">
              <span className="font-semibold">{ACTION_LABELS[r.action] ?? r.action}</span>
              {" — "}
              {r.byName}, le {at(r.at)}
              {i === 0 ? " (version actuelle)" : null}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {i < revisions.length - 1 ? (
                <Link
                  to={`?comparer=${r.id}#changements`}
                  preventScrollReset
                  className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  aria-label={`Voir les changements de la version du ${at(r.at)}`}
                >
                  Voir les changements
                </Link>
              ) : null}
              {i > 0 ? (
                <Form method="post">
                  <input type="hidden" name="revision" value={r.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="restore"
                    variant="outline"
                    size="sm"
                    aria-label={`Restaurer la version du ${at(r.at)}`}
                  >
                    Restaurer
                  </Button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {revisions.length > 2 ? (
        <Form
          method="get"
          preventScrollReset
          className="mt-4 flex flex-wrap items-end gap-3"
          aria-label="Comparer deux versions"
        >
          <VersionSelect
            id="compare-from"
            name="de"
            label="Comparer la version"
            revisions={revisions}
            selected={comparison?.from.id ?? revisions[1]!.id}
          />
          <VersionSelect
            id="compare-to"
            name="a"
            label="avec la version"
            revisions={revisions}
            selected={comparison?.to.id ?? revisions[0]!.id}
          />
          <Button type="submit" variant="secondary" size="sm">
            Comparer
          </Button>
        </Form>
      ) : null}
      {comparison ? <ComparisonView comparison={comparison} /> : null}
    </section>
  );
}

/** One side of « Comparer »: every version, by what was done, who and when. */
function VersionSelect({
  id,
  name,
  label,
  revisions,
  selected,
}: {
  id: string;
  name: string;
  label: string;
  revisions: Revision[];
  selected: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={selected} className={COMPARE_SELECT}>
        {revisions.map((r) => (
          <option key={r.id} value={r.id}>
            {version(r)}
          </option>
        ))}
      </select>
    </div>
  );
}

const COMPARE_SELECT =
  "h-10 w-full max-w-full rounded-md border border-input bg-background px-2 text-sm sm:w-auto sm:max-w-xs";

const LINE_STYLE = {
  added: "bg-success/15",
  removed: "bg-destructive/10",
  same: "",
} as const;
const LINE_MARK = { added: "+", removed: "\u2212", same: "\u00a0" } as const;
const LINE_WORD = { added: "Ajouté\u00a0: ", removed: "Retiré\u00a0: ", same: "" } as const;

/** What changed between two versions: each field before and after, the text line by line. */
function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { from, to, changes } = comparison;
  return (
    <section
      id="changements"
      aria-labelledby="changements-title"
      className="mt-6 scroll-mt-24 rounded-xl border p-4"
    >
      <h3 id="changements-title" className="text-lg font-semibold">
        Ce qui a changé
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {`De la version «\u00a0${version(from)}\u00a0» à la version «\u00a0${version(to)}\u00a0».`}
      </p>
      {changes.length === 0 ? (
        <p className="mt-4 text-sm">Aucun changement entre ces deux versions.</p>
      ) : (
        <dl className="mt-4 grid gap-5">
          {changes.map((change) => (
            <div key={change.field} className="grid gap-2">
              <dt className="text-sm font-semibold">{change.label}</dt>
              {change.kind === "value" ? (
                <dd className="grid gap-1 text-sm sm:grid-cols-2 sm:gap-3">
                  <p className="whitespace-pre-line rounded-md bg-destructive/10 px-3 py-2">
                    <span className="font-medium">{"Avant\u00a0: "}</span>
                    {change.before}
                  </p>
                  <p className="whitespace-pre-line rounded-md bg-success/15 px-3 py-2">
                    <span className="font-medium">{"Après\u00a0: "}</span>
                    {change.after}
                  </p>
                </dd>
              ) : (
                <dd>
                  <ol className="overflow-x-auto rounded-md border font-mono text-xs leading-relaxed">
                    {change.lines.map((line, i) =>
                      line.type === "skipped" ? (
                        <li key={i} className="bg-muted px-3 py-1 text-muted-foreground">
                          {`… ${line.count}\u00a0ligne${line.count > 1 ? "s" : ""} inchangée${line.count > 1 ? "s" : ""}`}
                        </li>
                      ) : (
                        <li
                          key={i}
                          className={`flex gap-2 whitespace-pre-wrap break-words px-3 ${LINE_STYLE[line.type]}`}
                        >
                          <span aria-hidden="true" className="select-none text-muted-foreground">
                            {LINE_MARK[line.type]}
                          </span>
                          <span>
                            <span className="sr-only">{LINE_WORD[line.type]}</span>
                            {line.text || "\u00a0"}
                          </span>
                        </li>
                      ),
                    )}
                  </ol>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
