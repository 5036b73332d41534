import { NotFound } from "#app/features/errors/not-found.tsx";
import type { RouteHandle } from "#app/root.tsx";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

export function loader() {
  throw new Response("Page introuvable", { status: 404 });
}

export function action() {
  throw new Response("Page introuvable", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
