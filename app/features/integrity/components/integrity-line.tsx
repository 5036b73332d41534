import { LoaderCircle, ShieldAlert, ShieldCheck } from "lucide-react";
import { formatAmount } from "#app/lib/money.ts";
import type { IntegrityView } from "#app/features/integrity/verify.ts";

const plural = (n: number, word: string) => `${formatAmount(n)}\u00a0${word}${n > 1 ? "s" : ""}`;

/** The register's integrity, under the register's title (ADR 023). */
export function IntegrityLine({ integrity }: { integrity: IntegrityView }) {
  if (integrity.state === "pending") {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0" />
        {"Vérification du registre en cours\u00a0: rechargez la page dans un instant."}
      </p>
    );
  }
  if (integrity.state === "intact") {
    return (
      <p
        className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
        data-testid="register-integrity"
      >
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span>
          {`Registre intègre\u00a0: ${plural(integrity.count, "écriture")} vérifiée${integrity.count > 1 ? "s" : ""}`}
        </span>
        <span className="font-mono text-xs" title={integrity.head}>
          {`empreinte ${integrity.head.slice(0, 12)}…`}
        </span>
      </p>
    );
  }
  return (
    <div
      role="alert"
      data-testid="register-integrity"
      className="mt-4 flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">
          {"Registre altéré\u00a0: des données ont été modifiées hors de l'application."}
        </p>
        <p>{integrity.message}</p>
        {integrity.more > 0 && <p>{`Et ${plural(integrity.more, "autre anomalie")}.`}</p>}
        <p>
          {"La commande "}
          <code className="font-mono">npm run verify:register</code>
          {" les liste toutes\u00a0; une sauvegarde antérieure permet de rétablir le registre."}
        </p>
      </div>
    </div>
  );
}
