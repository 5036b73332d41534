import type { SubmissionResult } from "@conform-to/react";
import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/forms/fields.tsx";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import {
  TwoFactorConfirmConstraint,
  TwoFactorPasswordConstraint,
} from "#app/features/team/constraints.ts";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { formErrorOf } from "#app/lib/submission.ts";

type Setup = { qrSvg: string; secret: string; backupCodes: string[] };
type Answer =
  { intent: string; result: SubmissionResult<string[]>; setup: Setup | null } | undefined;

/** /securite: a member turns on two-factor sign-in (QR code, then a code to confirm). */
export function SecurityPage({
  enabled,
  required,
  actionData,
}: {
  enabled: boolean;
  required: boolean;
  actionData: Answer;
}) {
  const busy = useNavigation().state !== "idle";
  // The setup of the last « enable » stays on screen while the code is being confirmed.
  const setup = actionData?.setup ?? null;
  const confirming = actionData?.intent === "confirm";
  return (
    <StudioPage
      size="sm"
      title="Sécurité de mon compte"
      intro={
        "Avec la connexion en deux étapes, votre mot de passe ne suffit plus\u00a0: il faut aussi le code à 6 chiffres affiché par une application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…) sur votre téléphone."
      }
    >
      {required && !enabled ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-warning bg-warning/10 p-4 text-sm font-medium"
        >
          Le gérant exige la connexion en deux étapes pour toute l&apos;équipe{"\u00a0"}:
          configurez-la pour continuer.
        </p>
      ) : null}
      <div className="mt-8 rounded-xl border bg-card p-6 shadow-sm">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Connexion en deux étapes{"\u00a0"}: {enabled ? "activée" : "désactivée"}
        </h2>
        {enabled ? (
          <PasswordStep
            intent="disable"
            busy={busy}
            required={required}
            lastResult={actionData?.intent === "disable" ? actionData.result : undefined}
          />
        ) : setup || confirming ? (
          <ConfirmStep
            setup={setup}
            busy={busy}
            lastResult={confirming ? actionData?.result : undefined}
          />
        ) : (
          <PasswordStep
            intent="enable"
            busy={busy}
            required={required}
            lastResult={actionData?.intent === "enable" ? actionData.result : undefined}
          />
        )}
      </div>
    </StudioPage>
  );
}

function PasswordStep({
  intent,
  busy,
  required,
  lastResult,
}: {
  intent: "enable" | "disable";
  busy: boolean;
  required: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: TwoFactorPasswordConstraint,
    id: `two-factor-${intent}`,
    lastResult,
    defaultValue: { intent },
  });
  if (intent === "disable" && required) {
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        Le gérant l&apos;exige pour toute l&apos;équipe{"\u00a0"}: elle reste activée.
      </p>
    );
  }
  return (
    <Form method="post" className="mt-4 grid gap-4" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={form.errors?.[0]} />
      <p className="text-sm text-muted-foreground">
        {intent === "enable"
          ? "Confirmez votre mot de passe pour afficher le QR code à scanner."
          : "Confirmez votre mot de passe pour désactiver la connexion en deux étapes."}
      </p>
      <PasswordField
        meta={fields.password}
        label="Mot de passe"
        autoComplete="current-password"
        disabled={busy}
      />
      <div>
        <Button type="submit" variant={intent === "enable" ? "default" : "outline"} disabled={busy}>
          {intent === "enable" ? (
            <>
              <KeyRound aria-hidden="true" /> Configurer l&apos;application
            </>
          ) : (
            <>
              <ShieldOff aria-hidden="true" /> Désactiver
            </>
          )}
        </Button>
      </div>
    </Form>
  );
}

function ConfirmStep({
  setup,
  busy,
  lastResult,
}: {
  setup: Setup | null;
  busy: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: TwoFactorConfirmConstraint,
    id: "two-factor-confirm",
    lastResult,
    defaultValue: { intent: "confirm" },
  });
  return (
    <div className="mt-4 grid gap-5">
      {setup ? (
        <>
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            <li>Scannez ce QR code avec votre application d&apos;authentification.</li>
            <li>Saisissez ci-dessous le code à 6 chiffres qu&apos;elle affiche.</li>
          </ol>
          <div
            className="mx-auto w-48 rounded-lg bg-white p-2"
            role="img"
            aria-label="QR code de la connexion en deux étapes"
            // The SVG is made on the server by the qrcode package from better-auth's URI.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="text-sm">
            Impossible de scanner{"\u00a0"}? Saisissez cette clé dans l&apos;application{"\u00a0"}:{" "}
            <code className="font-mono font-semibold break-all" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <div className="rounded-lg border bg-muted/40 p-4 text-sm">
            <p className="font-semibold">Codes de secours</p>
            <p className="mt-1 text-muted-foreground">
              Notez-les maintenant et gardez-les en lieu sûr{"\u00a0"}: chacun remplace une fois le
              code de l&apos;application si vous perdez votre téléphone. Ils ne seront plus
              affichés.
            </p>
            <ul className="mt-3 grid grid-cols-2 gap-1 font-mono" data-testid="backup-codes">
              {setup.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
      <Form method="post" className="grid gap-4" {...formProps}>
        <input type="hidden" name="intent" value="confirm" />
        <FormAlert message={form.errors?.[0] ?? formErrorOf(lastResult)} />
        <TextField
          meta={fields.code}
          label="Code à 6 chiffres"
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={busy}
        />
        <div>
          <Button type="submit" disabled={busy}>
            <ShieldCheck aria-hidden="true" /> Activer
          </Button>
        </div>
      </Form>
    </div>
  );
}
