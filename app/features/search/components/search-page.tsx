import { Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SearchForm } from "#app/components/ui/search-form.tsx";
import { COUNT_CAP } from "#app/features/search/count.ts";
import type { SearchAnswer } from "#app/features/search/types.ts";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("fr-FR")}\u00a0${n > 1 ? many : one}`;

/** /recherche: every group the member's role opens, with its count and first results. */
export function SearchPage({ q, groups, error }: SearchAnswer) {
  const found = groups?.filter((g) => g.total > 0) ?? [];
  const all = found.reduce((n, g) => n + Math.min(g.total, COUNT_CAP), 0);
  const capped = found.some((g) => g.total > COUNT_CAP);
  return (
    <StudioPage
      kicker="Studio"
      title="Recherche"
      intro={`Documents par numéro, client, projet ou montant\u00a0; clients par nom, email, téléphone ou NINEA\u00a0; demandes, articles et réalisations. Ctrl\u00a0K (⌘\u00a0K sur Mac) ouvre la recherche depuis toute page du studio.`}
    >
      <SearchForm
        id="recherche-q"
        label="Votre recherche"
        placeholder="Numéro, client, montant, téléphone…"
        defaultValue={q}
        className="mt-8 flex max-w-xl gap-2"
      />
      {error ? (
        <p className="mt-6 text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : groups === null ? null : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" role="status">
            {all > 0
              ? `${capped ? "Plus de " : ""}${count(all, "résultat", "résultats")} pour «\u00a0${q}\u00a0»`
              : `Aucun résultat pour «\u00a0${q}\u00a0».`}
          </p>
          {found.length === 0 ? (
            <EmptyState className="mt-4">
              {`Rien ne correspond. Essayez un numéro de document (FACT-2026…), une partie du nom d'un client, un montant («\u00a0150\u00a0000\u00a0») ou un téléphone.`}
            </EmptyState>
          ) : (
            <div className="mt-4 space-y-8">
              {found.map((group) => (
                <section key={group.key} aria-labelledby={`groupe-${group.key}`}>
                  <h2
                    id={`groupe-${group.key}`}
                    className="flex items-baseline gap-2 text-xl font-semibold tracking-tight"
                  >
                    {group.label}
                    <span className="text-sm font-normal text-muted-foreground">
                      ({group.totalText})
                    </span>
                  </h2>
                  <ul className="mt-3 divide-y rounded-xl border bg-card">
                    {group.hits.map((hit) => (
                      <li key={hit.href}>
                        <Link
                          to={hit.href}
                          className="block px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted"
                        >
                          <span className="block font-medium text-primary [overflow-wrap:anywhere]">
                            {hit.title}
                          </span>
                          <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
                            {hit.detail}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {group.total > group.hits.length ? (
                    <p className="mt-2 text-sm text-muted-foreground">
                      Les {group.hits.length} premiers sur {group.totalText}
                      {"\u00a0"}: précisez la recherche pour trouver les autres.
                    </p>
                  ) : null}
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </StudioPage>
  );
}
