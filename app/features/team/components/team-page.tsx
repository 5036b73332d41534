import type { SubmissionResult } from "@conform-to/react";
import { MailPlus, ShieldCheck, UserCheck, UserX, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { InviteConstraint } from "#app/features/team/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLE_REGISTRY,
  STAFF_ROLES,
} from "#app/features/auth/permissions.ts";
import { formatFrenchDate, formatFrenchDateTime } from "#app/lib/dates.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import type { Member, PendingInvitation } from "#app/features/team/team.server.ts";

type Answer = { intent: string; result: SubmissionResult<string[]> } | undefined;

export type TeamPageData = {
  me: { id: string };
  // The loader's rows; a date may come as its string.
  members: (Omit<Member, "lastSignInAt"> & { lastSignInAt: Date | string | null })[];
  invitations: (Omit<PendingInvitation, "expiresAt"> & { expiresAt: Date | string })[];
  policy: { requireTwoFactor: boolean };
};

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));

/** /equipe (Gérant): members, « Inviter un membre », the two-factor rule (ADR 030). */
export function TeamPage({
  data,
  actionData,
  memberExtra,
}: {
  data: TeamPageData;
  actionData: Answer;
  /** What another feature adds to each member (the internal cost, ADR 052), handed in by the route. */
  memberExtra?: (member: { id: string; name: string }) => ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  const errorOf = (intent: string) =>
    actionData?.intent === intent ? formErrorOf(actionData.result) : null;
  const rowError =
    errorOf("role") ??
    errorOf("deactivate") ??
    errorOf("reactivate") ??
    errorOf("revoke-invitation") ??
    errorOf("cost");
  return (
    <StudioPage
      title="Équipe"
      intro="Chaque membre se connecte avec sa propre adresse et son mot de passe. Son rôle décide de ce qu'il peut ouvrir et faire dans l'espace Devis & Factures."
    >
      {errorOf("") ? (
        <div className="mt-6">
          <FormAlert message={errorOf("")} />
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <Panel id="equipe-membres" title="Membres" icon={<Users aria-hidden="true" />}>
            <FormAlert message={rowError} />
            <ul className="grid gap-3" aria-label="Membres de l'équipe">
              {data.members.map((m) => (
                <li
                  key={m.id}
                  className="grid gap-3 rounded-lg border p-4 text-sm"
                  data-testid="member"
                  data-email={m.email}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold">{m.name}</p>
                      <p className="text-muted-foreground [overflow-wrap:anywhere]">{m.email}</p>
                    </div>
                    <p className="flex flex-wrap gap-2 text-xs">
                      <span className="rounded-full bg-primary/10 px-2 py-0.5 font-semibold text-primary">
                        {m.staffRole ? STAFF_ROLE_LABELS[m.staffRole] : "Sans rôle"}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 font-semibold ${m.active ? "bg-success/10 text-success" : "bg-destructive/10 text-destructive"}`}
                      >
                        {m.active ? "Actif" : "Désactivé"}
                      </span>
                      <span className="rounded-full bg-muted px-2 py-0.5 font-semibold">
                        Deux étapes{"\u00a0"}: {m.twoFactorEnabled ? "oui" : "non"}
                      </span>
                    </p>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    Dernière connexion{"\u00a0"}:{" "}
                    {m.lastSignInAt
                      ? formatFrenchDateTime(new Date(m.lastSignInAt))
                      : "aucune ces 30 derniers jours"}
                  </p>
                  {m.owner ? (
                    <p className="text-xs text-muted-foreground">
                      Compte du gérant créé à l&apos;installation (STAFF_*){"\u00a0"}: il reste
                      Gérant et ne peut être ni rétrogradé ni désactivé depuis cette page.
                    </p>
                  ) : m.id === data.me.id ? (
                    <p className="text-xs text-muted-foreground">C&apos;est votre compte.</p>
                  ) : (
                    <div className="flex flex-wrap items-end gap-2">
                      <Form method="post" className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="intent" value="role" />
                        <input type="hidden" name="userId" value={m.id} />
                        <label className="grid gap-1 text-xs font-medium">
                          Rôle de {m.name}
                          <select
                            name="staffRole"
                            defaultValue={m.staffRole ?? ""}
                            className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                          >
                            {ROLE_OPTIONS.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        </label>
                        <Button type="submit" variant="outline" disabled={busy}>
                          Changer le rôle
                        </Button>
                      </Form>
                      <Form method="post">
                        <input
                          type="hidden"
                          name="intent"
                          value={m.active ? "deactivate" : "reactivate"}
                        />
                        <input type="hidden" name="userId" value={m.id} />
                        <Button
                          type="submit"
                          variant={m.active ? "outline" : "default"}
                          disabled={busy}
                        >
                          {m.active ? (
                            <>
                              <UserX aria-hidden="true" /> Désactiver
                            </>
                          ) : (
                            <>
                              <UserCheck aria-hidden="true" /> Réactiver
                            </>
                          )}
                        </Button>
                      </Form>
                    </div>
                  )}
                  {memberExtra?.(m)}
                </li>
              ))}
            </ul>
          </Panel>
          {data.invitations.length > 0 ? (
            <Panel
              id="equipe-invitations-en-attente"
              title="Invitations en attente"
              icon={<MailPlus aria-hidden="true" />}
            >
              <ul className="grid gap-2 text-sm" aria-label="Invitations en attente">
                {data.invitations.map((i) => (
                  <li
                    key={i.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                  >
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      <span className="font-semibold">{i.email}</span> ·{" "}
                      {STAFF_ROLE_LABELS[i.staffRole]} · par {i.invitedByName}, valable
                      jusqu&apos;au {formatFrenchDate(new Date(i.expiresAt))}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-invitation" />
                      <input type="hidden" name="invitationId" value={i.id} />
                      <Button type="submit" variant="outline" size="sm" disabled={busy}>
                        Retirer
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
        <div className="grid content-start gap-6">
          <Panel
            id="equipe-inviter-un-membre"
            title="Inviter un membre"
            icon={<MailPlus aria-hidden="true" />}
          >
            <InviteForm
              busy={busy}
              lastResult={actionData?.intent === "invite" ? actionData.result : undefined}
            />
          </Panel>
          <Panel
            id="equipe-connexion-en-deux-tapes"
            title="Connexion en deux étapes"
            icon={<ShieldCheck aria-hidden="true" />}
          >
            <FormAlert message={errorOf("policy")} />
            <PolicyForm busy={busy} required={data.policy.requireTwoFactor} />
          </Panel>
        </div>
      </div>
    </StudioPage>
  );
}

function InviteForm({
  busy,
  lastResult,
}: {
  busy: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: InviteConstraint,
    id: "invite",
    lastResult,
    defaultValue: { intent: "invite", staffRole: "facturation" },
  });
  return (
    <Form method="post" className="grid gap-4" {...formProps}>
      <input type="hidden" name="intent" value="invite" />
      <FormAlert message={form.errors?.[0]} />
      <TextField
        meta={fields.email}
        type="email"
        label="Adresse e-mail"
        autoComplete="off"
        disabled={busy}
      />
      <SelectField meta={fields.staffRole} label="Rôle" options={ROLE_OPTIONS} disabled={busy} />
      <ul className="grid gap-1 text-xs text-muted-foreground">
        {STAFF_ROLES.map((r) => (
          <li key={r}>
            <span className="font-semibold">{STAFF_ROLE_LABELS[r]}</span>
            {"\u00a0"}: {STAFF_ROLE_REGISTRY[r].description}
          </li>
        ))}
      </ul>
      <div>
        <Button type="submit" disabled={busy}>
          <MailPlus aria-hidden="true" /> Envoyer l&apos;invitation
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Le lien reçu par e-mail ne sert qu&apos;une fois et expire dans 7{"\u00a0"}jours.
      </p>
    </Form>
  );
}

function PolicyForm({ busy, required }: { busy: boolean; required: boolean }) {
  return (
    <Form method="post" className="grid gap-3 text-sm">
      <input type="hidden" name="intent" value="policy" />
      <p className="text-muted-foreground">
        {required
          ? "Exigée pour tous\u00a0: un membre sans application d'authentification la configure avant toute autre page."
          : "Facultative\u00a0: chaque membre peut l'activer depuis sa page Sécurité."}
      </p>
      <input type="hidden" name="requireTwoFactor" value={required ? "false" : "true"} />
      <div>
        <Button type="submit" variant={required ? "outline" : "default"} disabled={busy}>
          <ShieldCheck aria-hidden="true" />
          {required ? "Ne plus l'exiger" : "L'exiger pour toute l'équipe"}
        </Button>
      </div>
    </Form>
  );
}
