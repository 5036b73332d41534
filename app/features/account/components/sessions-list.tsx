import { Loader2, LogOut, Monitor, RefreshCw, Smartphone } from "lucide-react";
import { useFetcher, useFetchers, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { JsFlag } from "./js-flag.tsx";
import { SETTINGS_ACTION, useResultToast, type SettingsResult } from "./settings-result.ts";

/** A session as the settings page shows it (listSessions of account.server.ts). */
export type SettingsSession = {
  id: string;
  device: string;
  ip: string;
  lastActiveAt: string;
  current: boolean;
};

const SESSION_INTENTS = new Set(["revoke-session", "revoke-others"]);

/** The account's open sessions: device, IP, last activity; revoke one or all the others. */
export function SessionsList({ sessions }: { sessions: SettingsSession[] | null }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const busy =
    revalidator.state === "loading" ||
    fetchers.some(
      (f) => f.state !== "idle" && SESSION_INTENTS.has(String(f.formData?.get("intent") ?? "")),
    );
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
          {busy ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Mise à jour des sessions…
            </>
          ) : sessions ? (
            sessions.length > 1 ? (
              `${sessions.length} sessions ouvertes`
            ) : (
              "Aucune autre session ouverte"
            )
          ) : null}
        </p>
        {hydrated ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void revalidator.revalidate()}
            disabled={busy}
          >
            <RefreshCw aria-hidden="true" /> Actualiser
          </Button>
        ) : null}
      </div>

      {sessions === null ? (
        <FormAlert message="Impossible de récupérer les sessions" />
      ) : (
        <ul aria-busy={busy} aria-label="Sessions ouvertes" className="grid gap-3">
          {sessions.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}

      {others > 0 ? <RevokeOthers /> : null}
    </div>
  );
}

function SessionRow({ session }: { session: SettingsSession }) {
  const fetcher = useFetcher<SettingsResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const Icon = /iPhone|Android/.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                Cette session
              </span>
            ) : null}
          </p>
          <p className="text-sm text-muted-foreground">{`Adresse IP\u00a0: ${session.ip}`}</p>
          <p className="text-sm text-muted-foreground">
            {`Dernière activité\u00a0: ${formatFrenchDateTime(new Date(session.lastActiveAt))}`}
          </p>
        </div>
      </div>
      <fetcher.Form method="post" action={SETTINGS_ACTION.securite} className="shrink-0">
        <input type="hidden" name="intent" value="revoke-session" />
        <input type="hidden" name="id" value={session.id} />
        <JsFlag />
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          <LogOut aria-hidden="true" />
          {busy ? "Déconnexion..." : "Déconnecter"}
          <span className="sr-only">{` la session ${session.device}${session.current ? " (cette session)" : ""}`}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

function RevokeOthers() {
  const fetcher = useFetcher<SettingsResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={SETTINGS_ACTION.securite}>
      <input type="hidden" name="intent" value="revoke-others" />
      <JsFlag />
      <Button
        type="submit"
        variant="outline"
        size="wrap"
        disabled={busy}
        className="w-full sm:w-auto"
      >
        <LogOut aria-hidden="true" />
        {busy ? "Déconnexion..." : "Déconnecter toutes les autres sessions"}
      </Button>
    </fetcher.Form>
  );
}
