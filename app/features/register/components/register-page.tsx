import { ChevronLeft, ChevronRight, Download, FileSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { cancelledMark } from "#app/features/documents/print-state.ts";
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  kindIs,
  type DocumentKind,
} from "#app/features/documents/kinds.ts";
import type { RegisterRow } from "#app/features/documents/register-types.ts";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import {
  balanceDue,
  displayStatus,
  STATUS_FILTERS,
  type DisplayStatus,
} from "#app/features/documents/status.ts";
import { StatusBadge } from "#app/features/documents/components/status-badge.tsx";

export type RegisterFiltersView = {
  q?: string;
  type?: DocumentKind;
  statut?: DisplayStatus;
  du?: string;
  au?: string;
  // The dashboard's links (ADR 025).
  client?: string;
  encaisse_du?: string;
  encaisse_au?: string;
  solde?: "du";
  retard?: string;
};

/** Under a dashboard link: the amount each row adds to the figure, and their sum. */
export type RegisterFigureView = { kind: "cashed" | "balance"; total: number };

export type RegisterPageProps = {
  rows: (Omit<RegisterRow, "issuedAt"> & { issuedOn: string; figure?: number })[];
  total: number;
  figure?: RegisterFigureView;
  page: number;
  pageCount: number;
  filters: RegisterFiltersView;
  today: string;
  month: { from: string; to: string };
  /** A line under the title, composed by the route (the register's integrity, ADR 023). */
  integrity?: ReactNode;
};

const select =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function query(filters: RegisterFiltersView, page: number) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/documents?${s}` : "/documents";
}

/** /documents: every issued document, searchable, filterable, exportable. */
export function RegisterPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  today,
  month,
  figure,
  integrity,
}: RegisterPageProps) {
  const filtered = Object.values(filters).some(Boolean);
  const figureLabel =
    figure?.kind === "cashed" && filters.encaisse_du && filters.encaisse_au
      ? `Encaissé du ${printedDay(filters.encaisse_du)} au ${printedDay(filters.encaisse_au)}`
      : "Reste à payer";
  return (
    <StudioPage
      size="xl"
      title="Registre des documents"
      intro={
        "Chaque devis, facture et proposition émis, tel qu'il a été imprimé\u00a0: à réimprimer, envoyer, dupliquer, convertir ou exporter pour le comptable."
      }
      below={integrity}
      back={{ to: "/invoice-quote", label: "Retour" }}
    >
      {/* Filters, then the accountant's export, each across the page: side by side, the
            selects and dates were cut short. */}
      <div className="mt-8 grid gap-4">
        <Form
          method="get"
          role="search"
          aria-label="Filtrer le registre"
          className="grid gap-4 self-start rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_1fr_auto] xl:items-end"
        >
          <div className="grid gap-2 sm:col-span-2 xl:col-span-1">
            <Label htmlFor="q">Client, projet ou numéro</Label>
            <Input id="q" name="q" type="search" defaultValue={filters.q ?? ""} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="type">Type</Label>
            <select id="type" name="type" defaultValue={filters.type ?? ""} className={select}>
              <option value="">Tous</option>
              {DOCUMENT_KIND_NAMES.map((kind) => (
                <option key={kind} value={kind}>
                  {DOCUMENT_KINDS[kind].plural}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="statut">Statut</Label>
            <select
              id="statut"
              name="statut"
              defaultValue={filters.statut ?? ""}
              className={select}
            >
              <option value="">Tous</option>
              {STATUS_FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="du">Du</Label>
            <Input id="du" name="du" type="date" defaultValue={filters.du ?? ""} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="au">Au</Label>
            <Input id="au" name="au" type="date" defaultValue={filters.au ?? ""} />
          </div>
          <div className="flex gap-2">
            <Button type="submit">
              <FileSearch aria-hidden="true" /> Filtrer
            </Button>
            {filtered ? (
              <Button asChild variant="ghost">
                <Link to="/documents">Effacer</Link>
              </Button>
            ) : null}
          </div>
        </Form>

        {/* A file to download, not a page: a plain form, the router stays out. */}
        <form
          method="get"
          action="/documents/export.csv"
          aria-labelledby="export-title"
          className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm lg:grid-cols-[minmax(0,13rem)_minmax(0,13rem)_auto_auto_auto] lg:items-end lg:justify-start"
        >
          <h2 id="export-title" className="font-semibold lg:col-span-5">
            Export pour le comptable
          </h2>
          <div className="grid grid-cols-2 gap-3 lg:contents">
            <div className="grid gap-2">
              <Label htmlFor="export-du">Du</Label>
              <Input id="export-du" name="du" type="date" required defaultValue={month.from} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="export-au">Au</Label>
              <Input id="export-au" name="au" type="date" required defaultValue={month.to} />
            </div>
          </div>
          <Button type="submit" variant="outline">
            <Download aria-hidden="true" /> Exporter (CSV)
          </Button>
          {/* The same period, other files (ADR 025). */}
          <div className="grid grid-cols-2 gap-3 lg:contents">
            <Button type="submit" variant="outline" formAction="/documents/paiements.csv">
              <Download aria-hidden="true" /> Paiements
            </Button>
            <Button type="submit" variant="outline" formAction="/documents/lignes.csv">
              <Download aria-hidden="true" /> Lignes
            </Button>
            {/* Each invoice and credit note as UBL and Factur-X, zipped (ADR 051). */}
            <Button
              type="submit"
              variant="outline"
              formAction="/documents/e-factures.zip"
              className="col-span-2"
            >
              <Download aria-hidden="true" /> Factures électroniques (ZIP)
            </Button>
          </div>
          {/* The journals in SYSCOHADA accounts (ADR 047), laid out for the accountant's software. */}
          <div className="grid gap-3 border-t pt-3 sm:grid-cols-[minmax(0,13rem)_auto_auto] sm:items-end lg:col-span-5 lg:justify-start">
            <div className="grid gap-2">
              <Label htmlFor="export-format">Journaux pour</Label>
              <select
                id="export-format"
                name="format"
                defaultValue="odoo"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                <option value="odoo">Odoo</option>
                <option value="sage">Sage 100</option>
              </select>
            </div>
            <Button type="submit" variant="outline" formAction="/documents/journal-ventes.csv">
              <Download aria-hidden="true" /> Journal des ventes
            </Button>
            <Button
              type="submit"
              variant="outline"
              formAction="/documents/journal-encaissements.csv"
            >
              <Download aria-hidden="true" /> Journal des encaissements
            </Button>
          </div>
        </form>
      </div>

      <p className="mt-8 text-sm text-muted-foreground" role="status">
        {total === 0
          ? filtered
            ? "Aucun document ne correspond à ces critères."
            : "Aucun document émis pour l'instant\u00a0: « Générer » un devis ou une facture l'enregistre ici."
          : `${total.toLocaleString("fr-FR")}\u00a0document${total > 1 ? "s" : ""}${filtered ? " trouvé" + (total > 1 ? "s" : "") : ""}`}
        {filters.client ? ` pour le client «\u00a0${filters.client}\u00a0»` : ""}
        {figure ? ` · ${figureLabel}\u00a0: ${formatFcfa(figure.total)}` : ""}
      </p>

      {rows.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-xl border bg-card shadow-sm">
          <table className="w-full min-w-[52rem] text-sm">
            <caption className="sr-only">Documents émis, du plus récent au plus ancien</caption>
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Numéro
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Client ou projet
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Total TTC
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Reste à payer
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Statut
                </th>
                {figure ? (
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {figureLabel}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b last:border-b-0 hover:bg-muted/40">
                  <td className="px-4 py-3 font-mono text-xs font-semibold whitespace-nowrap">
                    <Link
                      to={`/documents/${r.number}`}
                      className="text-primary underline underline-offset-4 hover:no-underline"
                    >
                      {r.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{DOCUMENT_KINDS[r.kind].label}</td>
                  <td className="px-4 py-3">
                    <span className="font-medium">{r.party}</span>
                    {kindIs(r.kind, "priced") ? (
                      <span className="block text-xs text-muted-foreground">{r.project}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {printedDay(r.issuedOn)}
                    {r.issuedByName ? (
                      <span className="block text-xs text-muted-foreground">
                        émis par {r.issuedByName}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums whitespace-nowrap">
                    {r.totalTtc === null ? "—" : formatFcfa(r.totalTtc)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">
                    {kindIs(r.kind, "payable") ? formatFcfa(balanceDue(r)) : "—"}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge kind={r.kind} status={displayStatus(r, today)} />
                    {kindIs(r.kind, "payable") && r.status === "cancelled" ? (
                      <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-destructive">
                        {cancelledMark(r.cancelledBy)}
                      </span>
                    ) : null}
                  </td>
                  {figure ? (
                    <td
                      className="px-4 py-3 text-right font-semibold tabular-nums whitespace-nowrap"
                      data-figure={r.figure ?? 0}
                    >
                      {formatFcfa(r.figure ?? 0)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
            {figure ? (
              <tfoot className="border-t bg-muted/50">
                <tr>
                  <th scope="row" colSpan={7} className="px-4 py-3 text-left font-semibold">
                    {pageCount > 1 ? "Total, toutes pages" : "Total"}
                  </th>
                  <td
                    className="px-4 py-3 text-right font-semibold tabular-nums whitespace-nowrap"
                    data-figure-total={figure.total}
                  >
                    {formatFcfa(figure.total)}
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}

      {pageCount > 1 ? (
        <nav
          aria-label="Pages du registre"
          className="mt-6 flex items-center justify-between gap-4"
        >
          {page > 1 ? (
            <Button asChild variant="outline">
              <Link to={query(filters, page - 1)}>
                <ChevronLeft aria-hidden="true" /> Plus récents
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted-foreground">
            Page {page} sur {pageCount}
          </p>
          {page < pageCount ? (
            <Button asChild variant="outline">
              <Link to={query(filters, page + 1)}>
                Plus anciens <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </StudioPage>
  );
}
