import type { SubmissionResult } from "@conform-to/react";
import { Archive, ArchiveRestore, Plus, Save } from "lucide-react";
import { Form, Link } from "react-router";
import { SelectField, TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { CatalogueItemConstraint } from "#app/features/catalogue/constraints.ts";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SearchForm } from "#app/components/ui/search-form.tsx";
import type { CatalogueItemRow } from "#app/db/schema.ts";
import { UNITS } from "#app/features/catalogue/offers.ts";
import { CATALOGUE_VAT_CATEGORIES } from "#app/features/catalogue/vat-categories.ts";

type Answer = { intent: string; id: string | null; result: SubmissionResult<string[]> };

export type CataloguePageProps = {
  items: CatalogueItemRow[];
  q: string;
  archived: boolean;
  answer?: Answer | null;
};

/** 30000 → « 30 000 FCFA » (no-break spaces). */
function fcfa(amount: number) {
  return `${new Intl.NumberFormat("fr-FR").format(amount).replace(/[\u202f\s]/g, "\u00a0")}\u00a0FCFA`;
}

/** /catalogue: what the firm sells; the document form suggests these lines. */
export function CataloguePage({ items, q, archived, answer }: CataloguePageProps) {
  const query = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(archived ? { archives: "1" } : {}),
  });
  const action = `/catalogue${query.size ? `?${query}` : ""}`;
  const createAnswer = answer?.intent === "create" ? answer.result : null;
  return (
    <StudioPage
      title="Catalogue"
      intro="Les prestations de l'agence, avec leur prix hors taxes, leur unité et leur TVA. Dans un devis ou une facture, taper une désignation les propose et remplit la ligne."
      back={{ to: "/invoice-quote", label: "Retour" }}
    >
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <SearchForm
          id="catalogue-q"
          label="Rechercher une prestation"
          placeholder="Désignation…"
          defaultValue={q}
          className="flex w-full max-w-xl gap-2"
        >
          {archived ? <input type="hidden" name="archives" value="1" /> : null}
        </SearchForm>
        <nav aria-label="Prestations affichées" className="flex gap-2 text-sm">
          <Link
            to="/catalogue"
            aria-current={archived ? undefined : "page"}
            className="rounded-md px-3 py-2 underline-offset-4 hover:underline aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
          >
            En vente
          </Link>
          <Link
            to="/catalogue?archives=1"
            aria-current={archived ? "page" : undefined}
            className="rounded-md px-3 py-2 underline-offset-4 hover:underline aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
          >
            Archivées
          </Link>
        </nav>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-4">
          {items.length === 0 ? (
            <EmptyState>
              {archived ? "Aucune prestation archivée." : "Aucune prestation ne correspond."}
            </EmptyState>
          ) : (
            items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                action={action}
                answer={answer?.id === item.id ? answer.result : null}
              />
            ))
          )}
        </div>
        <section
          aria-labelledby="nouvelle-prestation"
          className="self-start rounded-xl border bg-card p-5 shadow-sm"
        >
          <h2 id="nouvelle-prestation" className="mb-4 text-lg font-semibold">
            Nouvelle prestation
          </h2>
          <ItemForm id="catalogue-new" action={action} intent="create" lastResult={createAnswer} />
        </section>
      </div>
    </StudioPage>
  );
}

function ItemCard({
  item,
  action,
  answer,
}: {
  item: CatalogueItemRow;
  action: string;
  answer: SubmissionResult<string[]> | null;
}) {
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm" data-testid="catalogue-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{item.designation}</h2>
          {item.description ? (
            <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
          ) : null}
        </div>
        <p className="text-right font-semibold tabular-nums whitespace-nowrap">
          {fcfa(item.unitPrice)}{" "}
          <span className="font-normal text-muted-foreground">/ {item.unit}</span>
          <span className="block text-xs font-normal text-muted-foreground">
            HT ·{" "}
            {item.vatCategory === "debours"
              ? "débours"
              : item.vatCategory === "exempt"
                ? "exonérée"
                : `TVA ${item.vatRate}\u00a0%`}
          </span>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <details className="min-w-0 flex-1" open={answer ? true : undefined}>
          <summary className="cursor-pointer text-sm font-medium text-primary">
            Modifier<span className="sr-only"> «&nbsp;{item.designation}&nbsp;»</span>
          </summary>
          <div className="mt-4">
            <ItemForm
              id={`catalogue-${item.id}`}
              action={action}
              intent="edit"
              itemId={item.id}
              defaultValue={{
                designation: item.designation,
                description: item.description,
                unitPrice: String(item.unitPrice),
                unit: item.unit,
                vatRate: String(item.vatRate),
                vatCategory: item.vatCategory,
                exemptionReason: item.exemptionReason,
              }}
              lastResult={answer}
            />
          </div>
        </details>
        <Form method="post" action={action}>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="intent" value={item.archivedAt ? "restore" : "archive"} />
          <Button type="submit" variant="outline" size="sm">
            {item.archivedAt ? (
              <ArchiveRestore aria-hidden="true" />
            ) : (
              <Archive aria-hidden="true" />
            )}
            {item.archivedAt ? "Rétablir" : "Archiver"}
            <span className="sr-only"> «&nbsp;{item.designation}&nbsp;»</span>
          </Button>
        </Form>
      </div>
    </article>
  );
}

function ItemForm({
  id,
  action,
  intent,
  itemId,
  defaultValue,
  lastResult,
}: {
  id: string;
  action: string;
  intent: "create" | "edit";
  itemId?: string;
  defaultValue?: Record<string, string>;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: CatalogueItemConstraint,
    id,
    lastResult,
    defaultValue: defaultValue ?? { vatRate: "18", unit: "forfait", vatCategory: "standard" },
  });
  return (
    <Form method="post" action={action} {...formProps} className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {itemId ? <input type="hidden" name="id" value={itemId} /> : null}
      <FormAlert message={form.errors?.[0]} />
      <TextField meta={fields.designation} label="Désignation" autoComplete="off" />
      <TextareaField meta={fields.description} label="Description (facultatif)" rows={2} />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          meta={fields.unitPrice}
          label="Prix unitaire HT (FCFA)"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          meta={fields.unit}
          label="Unité"
          list={`${id}-units`}
          hint="mois, jour, forfait…"
          autoComplete="off"
        />
        <TextField meta={fields.vatRate} label="TVA (%)" inputMode="numeric" autoComplete="off" />
        <SelectField
          meta={fields.vatCategory}
          label="Régime de TVA"
          options={CATALOGUE_VAT_CATEGORIES}
        />
      </div>
      <TextField
        meta={fields.exemptionReason}
        label="Motif d'exonération (prestation exonérée)"
        hint={"ex\u00a0: Exonération, article du CGI"}
        autoComplete="off"
      />
      <datalist id={`${id}-units`}>
        {UNITS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <div>
        <Button type="submit">
          {intent === "create" ? <Plus aria-hidden="true" /> : <Save aria-hidden="true" />}
          {intent === "create" ? "Ajouter au catalogue" : "Enregistrer"}
        </Button>
      </div>
    </Form>
  );
}
