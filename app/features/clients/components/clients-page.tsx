import { ArrowLeft, ChevronLeft, ChevronRight, Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { ClientListItem } from "#app/features/clients/clients.server.ts";
import { formatFcfa } from "#app/features/documents/money.ts";

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
    <section className="py-10 md:py-14">
      <Container size="lg">
        <PageHead
          title="Clients"
          intro="Les clients des devis, factures et demandes de contact, reconnus par leur email ou leur NINEA. Leur fiche reprend leurs documents, ce qu'ils doivent encore et leurs paiements."
        >
          <Button asChild variant="outline">
            <Link to="/invoice-quote">
              <ArrowLeft aria-hidden="true" /> Retour
            </Link>
          </Button>
          <Button asChild>
            <Link to="/clients/nouveau">
              <Plus aria-hidden="true" /> Nouveau client
            </Link>
          </Button>
        </PageHead>

        <Form method="get" role="search" className="mt-8 flex max-w-xl gap-2">
          <label htmlFor="clients-q" className="sr-only">
            Rechercher un client
          </label>
          <Input
            id="clients-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Nom, email, téléphone, NINEA…"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" /> Rechercher
          </Button>
        </Form>

        <p className="mt-6 text-sm text-muted-foreground" role="status">
          {q
            ? `${count(total, "client trouvé", "clients trouvés")} pour «\u00a0${q}\u00a0»`
            : count(total, "client", "clients")}
        </p>

        {clients.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {q
              ? "Aucun client ne correspond à cette recherche."
              : "Aucun client pour l'instant\u00a0: ils s'ajoutent à chaque document émis et à chaque demande de contact."}
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">Clients</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Client
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Contact
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    NINEA
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Documents
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Reste à payer
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.map((c) => (
                  <tr key={c.id} className="border-t">
                    <td className="px-4 py-3 font-medium">
                      <Link
                        to={`/clients/${c.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {c.name}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">
                      {[c.contactName, c.email, c.phone].filter(Boolean).join(" · ") || "—"}
                    </td>
                    <td className="px-4 py-3 tabular-nums">{c.ninea ?? "—"}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{c.documents}</td>
                    <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">
                      {c.due > 0 ? formatFcfa(c.due) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {pageCount > 1 ? (
          <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Button asChild variant="outline" size="sm">
                <Link to={pageHref(page - 1)}>
                  <ChevronLeft aria-hidden="true" /> Précédents
                </Link>
              </Button>
            ) : (
              <span />
            )}
            <span className="text-sm text-muted-foreground">
              Page {page} sur {pageCount}
            </span>
            {page < pageCount ? (
              <Button asChild variant="outline" size="sm">
                <Link to={pageHref(page + 1)}>
                  Suivants <ChevronRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Container>
    </section>
  );
}

/** The studio's page head: section, title, intro and actions. */
export function PageHead({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          Devis &amp; Factures
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-muted-foreground">{intro}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
