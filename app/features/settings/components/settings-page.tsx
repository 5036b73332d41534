import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Textarea } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { PAYMENT_TERMS_DAYS } from "#app/config/company.ts";
import { METHODS, PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import type { SettingsActionData } from "#app/features/settings/route.server.ts";
import type { SettingsHistoryEntry } from "#app/features/settings/save.server.ts";
import {
  FIELD_LABELS,
  fieldLabel,
  TEXT_FIELDS,
  WHATSAPP_AUTOMATION_KEYS,
  WHATSAPP_AUTOMATIONS,
  type WhatsappAutomation,
} from "#app/features/settings/labels.ts";
import type { CompanySettings } from "#app/features/settings/schema.ts";

type TextField = (typeof TEXT_FIELDS)[number];
type ImageKind = "logo" | "signature" | "stamp";

export type SettingsPageProps = {
  settings: Omit<CompanySettings, "openingHours">;
  openingHours: string;
  reminderDays: string;
  images: Record<ImageKind, string | null>;
  history: SettingsHistoryEntry[];
  /** WhatsApp Business is connected (its three keys are set): its choices apply now. */
  whatsappConnected?: boolean;
  actionData?: SettingsActionData;
};

const IMAGE_LABELS: Record<ImageKind, { label: string; hint: string }> = {
  logo: { label: "Logo", hint: "En-tête du site et des documents." },
  signature: { label: "Signature", hint: "Sous les totaux des devis et factures." },
  stamp: { label: "Cachet", hint: "À côté de la signature." },
};

/** What an account of « Comptabilité (SYSCOHADA) » receives, where its label does not say. */
const ACCOUNTING_HINTS: Partial<Record<TextField, string>> = {
  "accounting.deposits": "Crédité par une facture d'acompte, soldé par la facture de solde.",
  "accounting.bank": "Virements, chèques et cartes.",
  "accounting.cash": "Espèces.",
  "accounting.suspense": "Paiements au moyen «\u00a0Non précisé\u00a0».",
  "accounting.stampDuty": "Le droit de timbre des paiements en espèces, reversé à l'État.",
};

function valueAt(settings: unknown, path: string): string {
  let at: unknown = settings;
  for (const key of path.split(".")) at = (at as Record<string, unknown> | undefined)?.[key];
  return at === null || at === undefined ? "" : String(at);
}

/** /parametres-entreprise: the firm's settings, one form, and the history of its saves. */
export function SettingsPage({
  settings,
  openingHours,
  reminderDays,
  images,
  history,
  whatsappConnected = false,
  actionData,
}: SettingsPageProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.errors ?? {};
  const value = (name: string, stored: string) => failed?.values[name] ?? stored;

  const text = (
    name: TextField,
    props: {
      type?: string;
      hint?: ReactNode;
      wide?: boolean;
      inputMode?: "numeric";
    } = {},
  ) => (
    <Field
      key={name}
      id={name}
      label={FIELD_LABELS[name]}
      hint={props.hint}
      error={errors[name]}
      className={props.wide ? "sm:col-span-2" : undefined}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          defaultValue={value(name, valueAt(settings, name))}
        />
      )}
    </Field>
  );
  const area = (name: string, label: string, stored: string, hint?: ReactNode) => (
    <Field id={name} label={label} hint={hint} error={errors[name]} className="sm:col-span-2">
      {(control) => (
        <Textarea {...control} name={name} rows={3} defaultValue={value(name, stored)} />
      )}
    </Field>
  );

  return (
    <StudioPage
      kicker="Gérant"
      title="Paramètres de l'entreprise"
      intro={
        "Ce que le site, les e-mails et les documents disent de l'entreprise. Un changement s'affiche sur le site en quelques secondes et vaut pour les prochains documents\u00a0: un document déjà émis garde ce qu'il portait."
      }
      back={{ to: "/invoice-quote", label: "Retour" }}
    >
      <Form method="post" encType="multipart/form-data" className="mt-8 grid gap-6" noValidate>
        {actionData ? (
          actionData.ok ? (
            <p
              role="status"
              className="rounded-lg border border-emerald-600/30 bg-emerald-600/10 p-4 text-sm"
            >
              {actionData.message}
            </p>
          ) : (
            <FormAlert message={actionData.message} />
          )
        ) : null}

        <Section title="Identité">
          {text("name")}
          {text("legalName")}
          {text("slogan", { wide: true })}
          {area(
            "blurb",
            FIELD_LABELS.blurb,
            settings.blurb,
            "Pied de page du site, moteurs de recherche.",
          )}
          {text("ninea")}
          {text("rccm")}
        </Section>

        <Section title="Coordonnées">
          {text("address.street", { wide: true })}
          {text("address.postalCode")}
          {text("address.city")}
          {text("address.country")}
          {text("phones.main", { type: "tel" })}
          {text("phones.mobile", { type: "tel" })}
          {text("whatsapp", { type: "tel" })}
          {text("emails.contact", { type: "email" })}
          {text("emails.commercial", { type: "email", hint: "Réponses aux devis et factures." })}
          {text("emails.privacy", { type: "email" })}
          {text("emails.noreply", { type: "email" })}
          {area(
            "openingHours",
            "Horaires d'ouverture",
            openingHours,
            "Une ligne par période («\u00a0Lundi – Vendredi\u00a0: 09:00 – 18:00\u00a0», «\u00a0Dimanche\u00a0: fermé\u00a0»).",
          )}
        </Section>

        <Section title="Réseaux sociaux" hint="Laissez vide un réseau où l'entreprise n'est pas.">
          {text("socials.instagram", { type: "url" })}
          {text("socials.facebook", { type: "url" })}
          {text("socials.x", { type: "url" })}
          {text("socials.youtube", { type: "url" })}
          {text("socials.tiktok", { type: "url" })}
        </Section>

        <Section
          title="Logo, signature et cachet"
          hint={
            "PNG, JPEG ou WebP, 2\u00a0Mo au plus (les fichiers SVG ne sont pas acceptés). L'image est redimensionnée."
          }
        >
          {(Object.keys(IMAGE_LABELS) as ImageKind[]).map((kind) => (
            <div key={kind} className="grid content-start gap-2">
              <Field
                id={`image.${kind}`}
                label={IMAGE_LABELS[kind].label}
                hint={IMAGE_LABELS[kind].hint}
                error={errors[`images.${kind}`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={`image.${kind}`}
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                  />
                )}
              </Field>
              {images[kind] ? (
                <div className="flex items-center gap-3">
                  <img
                    src={images[kind]!}
                    alt={`${IMAGE_LABELS[kind].label} actuel`}
                    className="h-14 max-w-40 rounded border bg-white object-contain p-1"
                  />
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name={`remove.${kind}`} /> Retirer
                  </label>
                </div>
              ) : (
                <p className="text-xs text-muted-foreground">
                  Aucune image{"\u00a0"}: le dessin du site.
                </p>
              )}
            </div>
          ))}
        </Section>

        <Section title="Paiement" hint="Imprimé sur chaque nouvelle facture.">
          {text("payment.bank.name", { wide: true })}
          {text("payment.bank.holder")}
          {text("payment.bank.bic")}
          {text("payment.bank.rib")}
          {text("payment.bank.iban")}
          {text("payment.wave", { type: "tel" })}
          {text("payment.orangeMoney", { type: "tel" })}
        </Section>

        <Section title="Documents" hint="Valeurs de départ des nouveaux devis et factures.">
          <Field
            id="documents.paymentTermsDays"
            label={FIELD_LABELS["documents.paymentTermsDays"]}
            error={errors["documents.paymentTermsDays"]}
          >
            {(control) => (
              <select
                {...control}
                name="documents.paymentTermsDays"
                defaultValue={value(
                  "documents.paymentTermsDays",
                  String(settings.documents.paymentTermsDays),
                )}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                {PAYMENT_TERMS_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d === 0 ? "À réception" : `${d}\u00a0jours`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text("documents.quoteValidityDays", { type: "number" })}
          {text("documents.defaultVatRate", { type: "number" })}
          {text("documents.cashStampDuty", {
            hint: "Loi n°\u00a02025-17\u00a0: 1\u00a0% de chaque paiement en espèces, versé en plus par le client, imprimé sur son reçu. 0 pour aucun.",
          })}
          <Field
            id="documents.paymentMethod"
            label={FIELD_LABELS["documents.paymentMethod"]}
            hint="Proposé pour une facture acquittée et pour un paiement enregistré."
            error={errors["documents.paymentMethod"]}
          >
            {(control) => (
              <select
                {...control}
                name="documents.paymentMethod"
                defaultValue={value("documents.paymentMethod", settings.documents.paymentMethod)}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="documents.reminderDays"
            label={fieldLabel("documents.reminderDays")}
            hint={"Ex.\u00a0: 3, 15, 30. Vide\u00a0: aucune relance automatique."}
            error={errors["documents.reminderDays"]}
          >
            {(control) => (
              <Input
                {...control}
                name="documents.reminderDays"
                defaultValue={value("documents.reminderDays", reminderDays)}
              />
            )}
          </Field>
          {area(
            "documents.quoteFooter",
            FIELD_LABELS["documents.quoteFooter"],
            settings.documents.quoteFooter,
          )}
          {area(
            "documents.invoiceFooter",
            FIELD_LABELS["documents.invoiceFooter"],
            settings.documents.invoiceFooter,
          )}
        </Section>

        <WhatsappSection
          connected={whatsappConnected}
          checked={(k) =>
            failed ? failed.values[`whatsappBusiness.${k}`] === "on" : settings.whatsappBusiness[k]
          }
        />

        <Section
          title="Comptabilité (SYSCOHADA)"
          hint="Les comptes et les codes des journaux des ventes et des encaissements exportés pour le comptable."
        >
          {TEXT_FIELDS.filter((name) => name.startsWith("accounting.")).map((name) =>
            text(name, {
              inputMode: name.endsWith("Journal") ? undefined : "numeric",
              hint: ACCOUNTING_HINTS[name],
            }),
          )}
        </Section>

        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Enregistrement…" : "Enregistrer les paramètres"}
          </Button>
        </div>
      </Form>

      <p className="mt-8 rounded-xl border bg-card p-5 text-sm shadow-sm sm:p-6">
        <Link
          to="/parametres-entreprise/numerotation"
          className="font-semibold text-primary underline underline-offset-4"
        >
          Numérotation des documents
        </Link>
        {"\u00a0"}: par date (le choix par défaut) ou continue, par type et par année, et
        l'historique de ce choix.
      </p>

      <History entries={history} />
    </StudioPage>
  );
}

/**
 * « WhatsApp Business » (ADR 045): what goes on its own by WhatsApp to the clients whose
 * preference names it, once the firm connects it; each choice a checkbox, saved with the
 * other settings and their history.
 */
function WhatsappSection({
  connected,
  checked,
}: {
  connected: boolean;
  checked: (key: WhatsappAutomation) => boolean;
}) {
  return (
    <fieldset
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="whatsapp-settings"
    >
      <legend className="px-1 text-lg font-semibold">WhatsApp Business</legend>
      <p className="mb-4 text-sm text-muted-foreground">
        {connected
          ? "Connecté. Ce qui part automatiquement par WhatsApp, avec le PDF, aux clients qui l'ont choisi dans le carnet (WhatsApp seul : l'e-mail part si WhatsApp échoue)."
          : "Non connecté (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID et WHATSAPP_APP_SECRET) : tout part par e-mail. Ces choix s'appliqueront dès la connexion."}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {WHATSAPP_AUTOMATION_KEYS.map((key) => (
          <label
            key={key}
            className="flex items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary/50"
          >
            <input
              type="checkbox"
              name={`whatsappBusiness.${key}`}
              defaultChecked={checked(key)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="block font-medium">{WHATSAPP_AUTOMATIONS[key].label}</span>
              <span className="block text-muted-foreground">{WHATSAPP_AUTOMATIONS[key].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {hint ? <p className="mb-4 text-sm text-muted-foreground">{hint}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function History({ entries }: { entries: SettingsHistoryEntry[] }) {
  return (
    <section aria-labelledby="historique" className="mt-12">
      <h2 id="historique" className="text-2xl font-bold tracking-tight">
        Historique des modifications
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          Aucune modification{"\u00a0"}: les valeurs d'une nouvelle installation s'appliquent.
        </p>
      ) : (
        <ol className="mt-4 grid gap-4">
          {entries.map((e) => (
            <li key={e.id} className="rounded-xl border bg-card p-4 text-sm shadow-sm">
              <p className="font-medium">
                {formatFrenchDateTime(new Date(e.at))} — {e.byName}
              </p>
              <DataTable
                className="mt-2"
                variant="plain"
                fixed
                caption={`Modification du ${formatFrenchDateTime(new Date(e.at))} par ${e.byName}`}
                rows={e.changes}
                rowKey={(c) => c.field}
                columns={[
                  {
                    header: "Champ",
                    rowHeader: true,
                    breakAnywhere: true,
                    cell: (c) => fieldLabel(c.field),
                  },
                  {
                    header: "Avant",
                    muted: true,
                    breakAnywhere: true,
                    cell: (c) => shown(c.field, c.before),
                  },
                  {
                    header: "Après",
                    breakAnywhere: true,
                    cell: (c) => shown(c.field, c.after),
                  },
                ]}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** An image's hash says nothing to a person: « nouvelle image » / « aucune ». */
function shown(field: string, value: string): string {
  if (field.startsWith("images.")) return value ? `image ${value.slice(0, 8)}` : "aucune";
  if (field.startsWith("whatsappBusiness."))
    return value === "true" ? "oui" : value === "false" ? "non" : "—";
  return value === "" ? "—" : value;
}
