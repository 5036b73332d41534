import { siteName } from "#app/lib/site-name.ts";
import { EditorHome } from "#app/features/publishing/components/editor-home.tsx";
import { loadEditorHome } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/redaction";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Rédaction — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadEditorHome(request);
}

export default function RedactionRoute({ loaderData }: Route.ComponentProps) {
  return <EditorHome articles={loaderData.articles} projects={loaderData.projects} />;
}
