import { Form, Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import {
  ageOf,
  boardHref,
  type BoardFilter,
  type Card,
  type Column,
  type LeadAnswer,
  type MoveAnswer,
} from "#app/features/pipeline/board.ts";
import { OPPORTUNITY_STAGES, SOURCE_LABELS, STAGE_LABELS } from "#app/features/pipeline/stages.ts";

const select =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export type BoardPageProps = {
  filter: BoardFilter;
  columns: Column[];
  periods: { key: string; label: string; href: string }[];
  now: string;
  answer?: MoveAnswer | LeadAnswer;
};

function count(n: number) {
  return `${n.toLocaleString("fr-FR")}\u00a0opportunité${n > 1 ? "s" : ""}`;
}

/** /pipeline: one column per stage, its count and total; each card moves by a plain form. */
export function BoardPage({ filter, columns, periods, now, answer }: BoardPageProps) {
  const move = answer && "move" in answer ? answer.move : null;
  const lead = answer && "lead" in answer ? answer.lead : null;
  // After a refused move the card is the current one (a colleague's change), with what was typed.
  const cardOf = (card: Card) => (move?.card && move.card.id === card.id ? move.card : card);
  const narrowed = filter.stage || filter.stay;
  return (
    <StudioPage
      size="xl"
      title="Pipeline"
      intro="Chaque demande, du premier message au devis signé. Les étapes avancent seules quand l'agence agit (demande traitée, devis émis, devis accepté ou refusé en ligne) et à la main."
      back={{ to: "/invoice-quote", label: "Retour" }}
    >
      <nav aria-label="Période" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {periods.map((p) => (
            <li key={p.key}>
              <Link
                to={p.href}
                aria-current={filter.period === p.key ? "page" : undefined}
                className="inline-flex min-h-10 items-center rounded-full border px-4 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {narrowed ? (
        <p className="mt-4 text-sm">
          {filter.stay
            ? `Opportunités sorties de l'étape «\u00a0${STAGE_LABELS[filter.stay]}\u00a0» sur la période.`
            : `Opportunités à l'étape «\u00a0${STAGE_LABELS[filter.stage!]}\u00a0» venues sur la période.`}{" "}
          <Link className="underline" to={boardHref({ period: filter.period })}>
            Voir tout le pipeline
          </Link>
        </p>
      ) : null}
      {move && !columns.some((c) => c.cards.some((card) => card.id === move.id)) ? (
        <div className="mt-4">
          <FormAlert message={move.message} />
        </div>
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`etape-${column.stage}`}
            className="flex min-w-0 flex-col gap-3 rounded-xl border bg-muted/40 p-3"
          >
            <header>
              <h2 id={`etape-${column.stage}`} className="text-base font-semibold">
                {column.label}
              </h2>
              <p className="text-sm text-muted-foreground">
                {count(column.count)} · {formatFcfa(column.total)}
              </p>
            </header>
            {column.cards.map((card) => (
              <OpportunityCard
                key={card.id}
                card={cardOf(card)}
                now={new Date(now)}
                refused={move?.id === card.id ? move : null}
              />
            ))}
          </section>
        ))}
      </div>
      <NewLead lead={lead} />
    </StudioPage>
  );
}

function OpportunityCard({
  card,
  now,
  refused,
}: {
  card: Card;
  now: Date;
  refused: MoveAnswer["move"] | null;
}) {
  const title = `opp-${card.id}`;
  const stage = refused?.typed.stage ?? "";
  const reason = refused?.typed.reason ?? "";
  return (
    <article
      aria-labelledby={title}
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs"
      data-opportunity={card.id}
    >
      <h3 id={title} className="font-semibold break-words">
        {card.name}
      </h3>
      {card.company ? <p className="break-words">{card.company}</p> : null}
      {card.subject ? <p className="break-words text-muted-foreground">{card.subject}</p> : null}
      <p className="font-medium">
        {card.amount === null ? "Montant à définir" : formatFcfa(card.amount)}
      </p>
      <p className="text-muted-foreground">
        {SOURCE_LABELS[card.source]} · {ageOf(card.createdAt, now)}
      </p>
      {card.stage === "lost" && card.lostReason ? (
        <p className="break-words">{`Raison\u00a0: ${card.lostReason}`}</p>
      ) : null}
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {card.contactMessageId ? (
          <li>
            <Link
              className="underline"
              to={`/demandes${card.requestPage && card.requestPage > 1 ? `?page=${card.requestPage}` : ""}#demande-${card.contactMessageId}`}
            >
              Demande
            </Link>
          </li>
        ) : null}
        {card.quoteNumber ? (
          <li>
            <Link className="underline" to={`/documents/${encodeURIComponent(card.quoteNumber)}`}>
              {`Devis ${card.quoteNumber}`}
            </Link>
          </li>
        ) : null}
        {card.clientId ? (
          <li>
            <Link className="underline" to={`/clients/${card.clientId}`}>
              Client
            </Link>
          </li>
        ) : null}
      </ul>
      {refused ? <FormAlert message={refused.message} /> : null}
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="version" value={card.version} />
        <Label htmlFor={`${title}-stage`}>Étape</Label>
        <select
          id={`${title}-stage`}
          name="stage"
          defaultValue={stage || card.stage}
          key={`${card.version}-${stage}`}
          className={select}
        >
          {OPPORTUNITY_STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
        <Label htmlFor={`${title}-reason`}>{"Raison (obligatoire pour «\u00a0Perdu\u00a0»)"}</Label>
        <Input
          id={`${title}-reason`}
          name="reason"
          defaultValue={reason}
          key={`r-${card.version}-${reason}`}
          maxLength={500}
        />
        <Button type="submit" variant="outline" size="sm" aria-label={`Déplacer ${card.name}`}>
          Déplacer
        </Button>
      </Form>
    </article>
  );
}

const LEAD_FIELDS = [
  { name: "name", label: "Nom", required: true, type: "text", autoComplete: "off" },
  { name: "company", label: "Entreprise", required: false, type: "text", autoComplete: "off" },
  { name: "email", label: "E-mail", required: false, type: "email", autoComplete: "off" },
  { name: "phone", label: "Téléphone", required: false, type: "tel", autoComplete: "off" },
  { name: "subject", label: "Objet", required: false, type: "text", autoComplete: "off" },
  {
    name: "amount",
    label: "Montant attendu (FCFA)",
    required: false,
    type: "text",
    autoComplete: "off",
  },
] as const;

/** « Nouvelle opportunité »: a lead met elsewhere (a call, a fair), typed by hand. */
function NewLead({ lead }: { lead: LeadAnswer["lead"] | null }) {
  return (
    <section
      aria-labelledby="nouvelle-opportunite"
      className="mt-10 max-w-2xl rounded-xl border p-4 sm:p-6"
    >
      <h2 id="nouvelle-opportunite" className="text-xl font-semibold">
        Nouvelle opportunité
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Une demande reçue autrement (appel, salon, recommandation)&nbsp;: elle arrive dans
        «&nbsp;Nouveau&nbsp;».
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="create" />
        {LEAD_FIELDS.map((f) => {
          const error = lead?.errors[f.name];
          return (
            <div key={f.name} className="flex flex-col gap-2">
              <Label htmlFor={`lead-${f.name}`}>{f.label}</Label>
              <Input
                id={`lead-${f.name}`}
                name={f.name}
                type={f.type}
                required={f.required}
                autoComplete={f.autoComplete}
                inputMode={f.name === "amount" ? "numeric" : undefined}
                defaultValue={lead?.values[f.name] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `lead-${f.name}-error` : undefined}
              />
              {error ? (
                <p id={`lead-${f.name}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="sm:col-span-2">
          <Button type="submit">Ajouter l'opportunité</Button>
        </div>
      </Form>
    </section>
  );
}
