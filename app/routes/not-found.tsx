import { NotFound } from "#app/features/errors/not-found.tsx";

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
