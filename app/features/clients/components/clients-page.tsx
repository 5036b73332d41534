import { Plus } from "lucide-react";
import { Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { SearchForm } from "#app/components/ui/search-form.tsx";
import type { ClientListItem } from "#app/features/clients/clients.server.ts";
import { formatFcfa } from "#app/lib/money.ts";

export type ClientsPageProps = {
  clients: ClientListItem[];
  total: number;
  q: string;
  page: number;
  pageCount: number;
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("fr-FR")}\u00a0${n > 1 ? many : one}`;

/** /clients: the client book, searched, with what each still owes. */
export function ClientsPage({ clients, total, q, page, pageCount }: ClientsPageProps) {
  const pageHref = (p: number) =>
    `/clients?${new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
  return (
    <StudioPage
      title="Clients"
      intro="Les clients des devis, factures et demandes de contact, reconnus par leur email ou leur NINEA. Leur fiche reprend leurs documents, ce qu'ils doivent encore et leurs paiements."
      back={{ to: "/invoice-quote", label: "Retour" }}
      actions={
        <Button asChild>
          <Link to="/clients/nouveau">
            <Plus aria-hidden="true" /> Nouveau client
          </Link>
        </Button>
      }
    >
      <SearchForm
        id="clients-q"
        label="Rechercher un client"
        placeholder="Nom, email, téléphone, NINEA…"
        defaultValue={q}
        className="mt-8 flex max-w-xl gap-2"
      />

      <p className="mt-6 text-sm text-muted-foreground" role="status">
        {q
          ? `${count(total, "client trouvé", "clients trouvés")} pour «\u00a0${q}\u00a0»`
          : count(total, "client", "clients")}
      </p>

      <DataTable
        className="mt-4"
        caption="Clients"
        rows={clients}
        rowKey={(c) => c.id}
        empty={
          <EmptyState className="mt-4">
            {q
              ? "Aucun client ne correspond à cette recherche."
              : "Aucun client pour l'instant\u00a0: ils s'ajoutent à chaque document émis et à chaque demande de contact."}
          </EmptyState>
        }
        columns={[
          {
            header: "Client",
            strong: true,
            cell: (c) => (
              <Link
                to={`/clients/${c.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {c.name}
              </Link>
            ),
          },
          {
            header: "Contact",
            muted: true,
            cell: (c) => [c.contactName, c.email, c.phone].filter(Boolean).join(" · ") || "—",
          },
          { header: "NINEA", figures: true, cell: (c) => c.ninea ?? "—" },
          { header: "Documents", numeric: true, cell: (c) => c.documents },
          {
            header: "Reste à payer",
            numeric: true,
            cell: (c) => (c.due > 0 ? formatFcfa(c.due) : "—"),
          },
        ]}
      />

      <Pager
        page={page}
        pageCount={pageCount}
        href={pageHref}
        label="Pages"
        previous="Précédents"
        next="Suivants"
      />
    </StudioPage>
  );
}
