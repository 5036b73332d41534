import { siteName } from "#app/lib/site-name.ts";
import { ArticleEditor } from "#app/features/publishing/components/article-editor.tsx";
import { handleArticleAction, loadArticleEditor } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/redaction-article";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.values?.title ?? "Nouvel article";
  return [
    { title: `${title} — Rédaction — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadArticleEditor(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleArticleAction(request, params.id);
}

export default function RedactionArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A new key after each save: the form starts again from what is stored.
  return (
    <ArticleEditor
      key={`${loaderData.id}-${loaderData.revisions.length}`}
      {...loaderData}
      answer={actionData}
    />
  );
}
