import { siteName } from "#app/lib/site-name.ts";
import { BoardPage } from "#app/features/pipeline/components/board-page.tsx";
import { handleBoardAction, loadBoard } from "#app/features/pipeline/route.server.ts";
import type { Route } from "./+types/pipeline";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Pipeline — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadBoard(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleBoardAction(request);
}

export default function PipelineRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BoardPage {...loaderData} answer={actionData} />;
}
