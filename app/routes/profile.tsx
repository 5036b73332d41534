import { siteName } from "#app/lib/site-name.ts";
import { ProfilePage } from "#app/features/account/components/profile-page.tsx";
import { SignedOutNotice } from "#app/features/account/components/signed-out-notice.tsx";
import { handleProfileUpdate, profileLoader } from "#app/features/account/route.server.ts";
import type { Route } from "./+types/profile";
import { PRIVATE_NO_STORE } from "#app/lib/private-response.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Mon profil — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

// Personal data: never kept by a shared cache or the browser's back-forward copy on disk.
export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader({ request }: Route.LoaderArgs) {
  return profileLoader(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleProfileUpdate(request);
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOutNotice title="Mon profil" />;
  return (
    <ProfilePage
      user={loaderData.user}
      memberSince={loaderData.memberSince}
      activity={loaderData.activity}
      initialTab={loaderData.tab}
      initialEditing={loaderData.editing}
      lastResult={actionData?.result}
    />
  );
}
