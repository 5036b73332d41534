import { Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";

import { SEED_AUTHOR } from "#app/features/publishing/types.ts";
import { frenchDateTimeInSentence as at } from "#app/lib/dates.ts";
import type { Status } from "./editor-parts.tsx";

type Item = {
  id: string;
  title: string;
  slug: string;
  status: Status;
  publishAt: Date | string | null;
  publishedByName: string | null;
  updatedAt: Date | string;
};

const GROUPS: { status: Status; title: string; empty: string }[] = [
  { status: "published", title: "Publiés", empty: "Rien de publié." },
  { status: "scheduled", title: "Programmés", empty: "Rien de programmé." },
  { status: "draft", title: "Brouillons", empty: "Aucun brouillon." },
];

function ItemList({ items, base, label }: { items: Item[]; base: string; label: string }) {
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-3">
      {GROUPS.map((g) => {
        const list = items.filter((i) => i.status === g.status);
        const headingId = `${label}-${g.status}`;
        return (
          <section key={g.status} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-lg font-semibold">
              {g.title} <span className="text-muted-foreground">({list.length})</span>
            </h3>
            {list.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{g.empty}</p>
            ) : (
              <ul className="mt-2 divide-y rounded-xl border">
                {list.map((i) => (
                  <li key={i.id} className="px-4 py-3">
                    <Link
                      to={`${base}/${i.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {i.title}
                    </Link>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {g.status === "draft"
                        ? `Modifié le ${at(i.updatedAt)}`
                        : i.publishAt
                          ? `${g.status === "scheduled" ? "Le" : "Depuis le"} ${at(i.publishAt)}${i.publishedByName ? ` — ${i.publishedByName}` : ""}`
                          : null}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** One kind's lists under its heading, with « Nouvel article » or « Nouveau projet ». */
function Group({
  id,
  title,
  newItem,
  items,
  className,
}: {
  id: "articles" | "projets";
  title: string;
  newItem: string;
  items: Item[];
  className: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Button asChild variant={id === "articles" ? "default" : "secondary"}>
          <Link to={`/redaction/${id}/nouveau`}>{newItem}</Link>
        </Button>
      </div>
      <ItemList items={items} base={`/redaction/${id}`} label={id} />
    </section>
  );
}

/** /redaction: the articles and the projects, published, scheduled and drafts. */
export function EditorHome({ articles, projects }: { articles: Item[]; projects: Item[] }) {
  return (
    <StudioPage
      kicker="Site public"
      title="Rédaction"
      intro={
        "Articles du blog et projets du portfolio\u00a0: ce qui est publié est en ligne en quelques secondes, sans redémarrage."
      }
    >
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
        {`«\u00a0${SEED_AUTHOR}\u00a0»\u00a0: les articles et les projets livrés avec le site à son installation\u00a0; ils se modifient, se dépublient et se restaurent comme les vôtres.`}
      </p>
      <Group
        id="articles"
        title="Articles"
        newItem="Nouvel article"
        items={articles}
        className="mt-10"
      />
      <Group
        id="projets"
        title="Projets"
        newItem="Nouveau projet"
        items={projects}
        className="mt-14"
      />
    </StudioPage>
  );
}
