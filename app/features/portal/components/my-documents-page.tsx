import { FileText } from "lucide-react";
import { Container } from "#app/components/layout/container.tsx";
import { StatusBadge } from "#app/features/documents/components/status-badge.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { MyDocument } from "#app/features/portal/types.ts";
import { kindIs } from "#app/features/documents/kinds.ts";

const KINDS = { quote: "Devis", invoice: "Facture" } as const;

/** /mes-documents: the signed-in visitor's quotes and invoices (ADR 027). */
export function MyDocumentsPage({
  email,
  verified,
  documents,
}: {
  email: string;
  verified: boolean;
  documents: MyDocument[];
}) {
  return (
    <section className="py-10 md:py-14">
      <Container size="lg">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mes documents</h1>
        {!verified ? (
          <p className="mt-4 max-w-prose text-muted-foreground" data-testid="my-documents-empty">
            Confirmez d&apos;abord votre adresse {email} avec le lien reçu par e-mail{"\u00a0"}: vos
            devis et factures s&apos;afficheront ensuite ici.
          </p>
        ) : documents.length === 0 ? (
          <p className="mt-4 max-w-prose text-muted-foreground" data-testid="my-documents-empty">
            Aucun devis ni facture n&apos;est adressé à {email} pour le moment.
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted-foreground">Les devis et factures adressés à {email}.</p>
            <ul className="mt-6 grid gap-3" data-testid="my-documents">
              {documents.map((d) => (
                <li
                  key={d.number}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <FileText aria-hidden="true" className="size-4 text-primary" />
                      <a
                        href={d.href}
                        className="font-mono font-semibold text-primary underline underline-offset-4 hover:no-underline [overflow-wrap:anywhere]"
                      >
                        {KINDS[d.kind]} {d.number}
                      </a>
                      <StatusBadge kind={d.kind} status={d.status} />
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {d.project} · {printedDay(d.issuedOn)}
                    </p>
                  </div>
                  <dl className="text-right text-sm">
                    <dt className="sr-only">Montant</dt>
                    <dd className="font-semibold tabular-nums">{formatFcfa(d.totalTtc ?? 0)}</dd>
                    {kindIs(d.kind, "payable") ? (
                      <>
                        <dt className="text-muted-foreground">Reste à payer</dt>
                        <dd className="tabular-nums">{formatFcfa(d.balance)}</dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </section>
  );
}
