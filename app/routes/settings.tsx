import { type ShouldRevalidateFunctionArgs } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { SettingsPage } from "#app/features/account/components/settings-page.tsx";
import { SignedOutNotice } from "#app/features/account/components/signed-out-notice.tsx";
import { settingsAction, settingsLoader } from "#app/features/account/route.server.ts";
import type { Route } from "./+types/settings";
import { PRIVATE_NO_STORE } from "#app/lib/private-response.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Paramètres — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

// Personal data: never kept by a shared cache or the browser's back-forward copy on disk.
export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader({ request }: Route.LoaderArgs) {
  return settingsLoader(request);
}

export function action({ request }: Route.ActionArgs) {
  return settingsAction(request);
}

/** Following a tab's link changes only the query: nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameQuery = currentUrl.search === nextUrl.search;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && !sameQuery) return false;
  return defaultShouldRevalidate;
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOutNotice title="Paramètres" />;
  return (
    <SettingsPage
      user={loaderData.user}
      preferences={loaderData.preferences}
      sessions={loaderData.sessions}
      actionData={actionData ?? undefined}
    />
  );
}
