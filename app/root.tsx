import { lazy, Suspense, useEffect, useMemo } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import appCssUrl from "./app.css?url";
import { BackToTop as BackToTopNow } from "#app/components/layout/back-to-top.tsx";
import { hydrateLater, startLater } from "#app/components/layout/hydrate-later.tsx";
import { Footer as FooterNow } from "#app/components/layout/footer.tsx";
import { footerIdentity } from "#app/components/layout/footer-identity.server.ts";
import { Header } from "#app/components/layout/header.tsx";
import { IslandPageProvider, useIslandFiles } from "#app/components/layout/island-page.ts";
import { IslandScripts } from "#app/components/layout/island-scripts.tsx";
import { useNonce } from "#app/components/layout/nonce.tsx";
import { ThemeProvider, themeScript } from "#app/components/layout/theme.tsx";
import { Toaster, toast } from "#app/components/layout/toaster.tsx";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { NotFound as NotFoundNow } from "#app/features/errors/not-found.tsx";
import { ServerError as ServerErrorNow } from "#app/features/errors/server-error.tsx";
import { Forbidden as ForbiddenNow } from "#app/features/errors/forbidden.tsx";
import { UNAVAILABLE_FORM, UNAVAILABLE_PAGE, UNAVAILABLE_TITLE } from "#app/lib/unavailable.ts";
import { env, publicOrigin } from "#app/config/env.server.ts";
import { ISLAND_FORM_HEADER } from "#app/lib/island-form.ts";
import { menuDoorsOf } from "#app/features/auth/doors.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { takeToast } from "#app/features/platform/toast.server.ts";

// Staff only: no part of a visitor's first load. Should it fail to load, the page
// stays (no error boundary) and the server's own idle limit still signs out.
const StaffIdleTimer = lazy(() =>
  import("#app/features/auth/staff-idle-timer.tsx").then(
    (m) => ({ default: m.StaffIdleTimer }),
    () => ({ default: () => null }),
  ),
);

// Below the page, on every page: the footer (links, the firm's details) and the
// back-to-top button, in the HTML from the first paint, their code once the page
// has hydrated (hydrate-later.tsx), out of every page's first load.
const Footer = hydrateLater(
  () => import("#app/components/layout/footer.tsx").then((m) => m.Footer),
  import.meta.env.SSR ? FooterNow : undefined,
);
const BackToTop = hydrateLater(
  () => import("#app/components/layout/back-to-top.tsx").then((m) => m.BackToTop),
  import.meta.env.SSR ? BackToTopNow : undefined,
);

// Error pages: in the server's HTML at once (with or without JavaScript); in the
// browser, fetched only when one shows (hydration waits for it inside <Suspense>).
const NotFound = import.meta.env.SSR
  ? NotFoundNow
  : lazy(() => import("#app/features/errors/not-found.tsx").then((m) => ({ default: m.NotFound })));
const ServerError = import.meta.env.SSR
  ? ServerErrorNow
  : lazy(() =>
      import("#app/features/errors/server-error.tsx").then((m) => ({ default: m.ServerError })),
    );

const Forbidden = import.meta.env.SSR
  ? ForbiddenNow
  : lazy(() =>
      import("#app/features/errors/forbidden.tsx").then((m) => ({ default: m.Forbidden })),
    );

export const links: Route.LinksFunction = () => [
  // The .ico for what cannot read SVG; the SVG for every current browser.
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `Le blog de ${COMPANY_NAME}`,
    href: "/rss.xml",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const year = new Date().getFullYear();
  // Pre-rendering (server/prerendered.ts) has no request context: the page is anonymous.
  const publicUrl = publicOrigin();
  // Data, not code: the footer's identity is in the page's data, not in its JavaScript.
  const footer = footerIdentity();
  if (!context?.requestId) {
    return { user: null, toast: null, staffIdleSeconds: null, year, publicUrl, footer };
  }
  // A form sent by its island (server-form.island.ts) reads this answer without showing
  // it: a pending toast waits for the page it opens next.
  const byIsland = request.headers.has(ISLAND_FORM_HEADER);
  const [user, { toast, headers }] = await Promise.all([
    getUser(request),
    byIsland ? { toast: null, headers: undefined } : takeToast(request),
  ]);
  return data(
    {
      user: user
        ? {
            name: user.name,
            identifier: user.username ?? user.email,
            isStaff: user.role === "staff",
            // The staff pages its menus show: only those the member's role opens.
            doors: user.role === "staff" ? menuDoorsOf(user.staffRole) : [],
          }
        : null,
      toast,
      staffIdleSeconds: user?.role === "staff" ? env().STAFF_IDLE_SECONDS : null,
      year,
      publicUrl,
      footer,
    },
    { headers },
  );
}

/** What a route module may say about itself through `export const handle`. */
export type RouteHandle = {
  /**
   * false: the page is sent without any script (it needs none: the client's pages,
   * ADR 027); "islands": without the framework, with the public pages' islands
   * (ADR 037); true, the default: hydrated by React Router.
   */
  hydrate?: boolean | "islands";
};

/** How the page is sent: the most restrictive of its routes' handles. */
function pageMode(matches: ReturnType<typeof useMatches>): "hydrate" | "islands" | "html" {
  const asked = matches.map((m) => (m.handle as RouteHandle | undefined)?.hydrate);
  if (asked.includes(false)) return "html";
  return asked.includes("islands") ? "islands" : "hydrate";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const navigation = useNavigation();
  // A page whose route says `handle = { hydrate: false }` (the client's pages, ADR 027)
  // is sent as HTML alone: no framework script, forms posted the browser's own way;
  // `hydrate: "islands"` (the public pages, ADR 037) adds their islands' one script.
  const mode = pageMode(useMatches());
  // A staff member on a studio page: the staff shell (routes/staff-layout.tsx) draws the
  // page's frame; an error page keeps the site's own.
  const staffShell = useRouteLoaderData<{ member: unknown }>("routes/staff-layout");
  const error = useRouteError();
  const staffFrame = staffShell?.member != null && error == null;
  const nonce = useNonce();
  const islandFiles = useIslandFiles();
  // The page hydrated (an error page too: its header and footer are such parts):
  // the parts left for later may now fetch their code.
  useEffect(startLater, []);
  // The footer is hydrated later: it must get the same props until its code is
  // there, and the root's data is a new object at each revalidation.
  const footerKey = JSON.stringify(root?.footer ?? null);
  const footer = useMemo(
    () => JSON.parse(footerKey) as NonNullable<typeof root>["footer"] | null,
    [footerKey],
  );
  // Signing in or out changes who the header shows: a placeholder until the answer.
  const authPending =
    navigation.state !== "idle" &&
    ["/logout", "/simple-login", "/login"].includes(navigation.formAction ?? "");
  return (
    <html lang="fr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence, React puts the stylesheet (and the font preload) ahead of
            the module preloads in <head>: the first paint waits for nothing else. */}
        <link
          rel="preload"
          href={interLatinUrl}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        <link rel="stylesheet" href={appCssUrl} precedence="default" />
        <meta name="theme-color" content="#0b1f3a" />
        {/* The studio installs as its own app, opened on the member's page (ADR 041). */}
        <link
          rel="manifest"
          href={staffFrame ? "/studio.webmanifest" : "/site.webmanifest"}
          crossOrigin={staffFrame ? "use-credentials" : undefined}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: themeScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <IslandPageProvider value={mode === "islands"}>
          <ThemeProvider>
            {staffFrame ? (
              children
            ) : (
              <>
                <Header
                  user={root?.user ?? null}
                  authPending={authPending}
                  brand={footer ? { name: footer.name, logoUrl: footer.logoUrl } : null}
                />
                {/* tabIndex: the skip link moves focus into the page, not only the scroll. */}
                <main
                  id="contenu"
                  tabIndex={-1}
                  className="flex flex-1 flex-col pt-16 outline-none md:pt-20"
                >
                  {children}
                </main>
                <Footer year={root?.year ?? new Date().getFullYear()} identity={footer} />
              </>
            )}
            <BackToTop />
            <Toaster pending={root?.toast} />
            {root?.staffIdleSeconds ? (
              <Suspense fallback={null}>
                <StaffIdleTimer seconds={root.staffIdleSeconds} />
              </Suspense>
            ) : null}
          </ThemeProvider>
        </IslandPageProvider>
        {mode === "hydrate" ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {mode === "islands" && islandFiles ? (
          <IslandScripts files={islandFiles} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    const t = loaderData.toast;
    if (t) toast[t.type](t.message, { id: t.id });
  }, [loaderData.toast]);
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title =
      status === 404 ? "Page introuvable" : status === 503 ? UNAVAILABLE_TITLE : "Erreur";
    return [{ title: `${title} — ${COMPANY_NAME}` }];
  }
  return [{ title: COMPANY_NAME }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // requirePermission's 403 carries its French message (session.server.ts).
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return (
      <Suspense fallback={null}>
        <Forbidden message={typeof message === "string" ? message : undefined} />
      </Suspense>
    );
  }
  // The database is away (server/unavailable.ts, ADR 035): a French 503, « réessayez ».
  if (isRouteErrorResponse(error) && error.status === 503) {
    const form = (error.data as { unavailable?: unknown } | null)?.unavailable === "form";
    return (
      <Suspense fallback={null}>
        <ServerError
          title={UNAVAILABLE_TITLE}
          message={form ? UNAVAILABLE_FORM : UNAVAILABLE_PAGE}
        />
      </Suspense>
    );
  }
  if (!notFound && import.meta.env.DEV) console.error(error);
  return <Suspense fallback={null}>{notFound ? <NotFound /> : <ServerError />}</Suspense>;
}
