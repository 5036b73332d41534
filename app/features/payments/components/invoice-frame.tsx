import type { ReactNode } from "react";

/** The client's payment pages: the invoice's number above the page's title. */
export function InvoiceFrame({
  number,
  title,
  children,
}: {
  number: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <p className="text-sm text-muted-foreground">
        Facture n°{"\u00a0"}
        {number}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}
