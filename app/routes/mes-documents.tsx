import { siteName } from "#app/lib/site-name.ts";
import { SignedOutNotice } from "#app/features/account/components/signed-out-notice.tsx";
import { MyDocumentsPage } from "#app/features/portal/components/my-documents-page.tsx";
import { loadMyDocuments } from "#app/features/portal/route.server.ts";
import type { Route } from "./+types/mes-documents";
import { PRIVATE_NO_STORE } from "#app/lib/private-response.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Mes documents — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Personal data: never kept by a shared cache or the browser's back-forward copy on disk.
export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadMyDocuments(request);
}

export default function MesDocumentsRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOutNotice title="Mes documents" />;
  return (
    <MyDocumentsPage
      email={loaderData.email}
      verified={loaderData.verified}
      documents={loaderData.verified ? loaderData.documents : []}
    />
  );
}
