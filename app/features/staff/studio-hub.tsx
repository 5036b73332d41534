import {
  ArrowRight,
  BookOpen,
  BookUser,
  Briefcase,
  Building2,
  ChartColumn,
  Columns3,
  FileSignature,
  FileText,
  FolderOpen,
  HandCoins,
  Inbox,
  type LucideIcon,
  PenLine,
  Receipt,
  Repeat,
  ShieldCheck,
  Timer,
  TrendingUp,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { doorsOf } from "#app/features/auth/doors.ts";
import type { StaffRole } from "#app/features/auth/permissions.ts";
import { TodoList } from "#app/features/todo/components/todo-list.tsx";
import type { TodoSection } from "#app/features/todo/todo.ts";

/**
 * What each door's card says (the doors and who opens them: app/features/auth/doors.ts);
 * every door a role opens has one (studio-hub.test.ts).
 */
export const CARDS: Record<string, { description: string; Icon: LucideIcon; action: string }> = {
  "/create-quote": {
    description:
      "Chiffrez une prestation pour un client\u00a0: lignes, remise, TVA et total en lettres.",
    Icon: FileText,
    action: "Commencer",
  },
  "/create-invoice": {
    description: "Facturez une prestation réalisée, puis suivez ses paiements et ses avoirs.",
    Icon: Receipt,
    action: "Commencer",
  },
  "/create-technical-proposal": {
    description: "Présentez le contexte, les fonctionnalités, l'architecture et le chronogramme.",
    Icon: FileSignature,
    action: "Commencer",
  },
  "/documents": {
    description:
      "Les documents émis : réimprimer, envoyer au client avec le PDF, suivre les paiements, exporter pour le comptable.",
    Icon: FolderOpen,
    action: "Consulter",
  },
  "/tableau-de-bord": {
    description:
      "Encaissé par mois, reste à encaisser, impayés par ancienneté, devis acceptés et meilleurs clients.",
    Icon: ChartColumn,
    action: "Consulter",
  },
  "/marges": {
    description:
      "La marge de chaque projet, client et mois\u00a0: facturé HT, encaissé, coût du temps et dépenses.",
    Icon: TrendingUp,
    action: "Consulter",
  },
  "/demandes": {
    description:
      "Les demandes de contact, leurs pièces jointes et l'état de leur e-mail, et les abonnés à la newsletter.",
    Icon: Inbox,
    action: "Consulter",
  },
  "/pipeline": {
    description:
      "Chaque demande par étape, de «\u00a0Nouveau\u00a0» à «\u00a0Gagné\u00a0», avec les montants attendus\u00a0; les déplacer, en ajouter une.",
    Icon: Columns3,
    action: "Ouvrir",
  },
  "/abonnements": {
    description:
      "Les factures récurrentes (maintenance, community management)\u00a0: émises à chaque période, envoyées si demandé.",
    Icon: Repeat,
    action: "Consulter",
  },
  "/projets": {
    description:
      "Les projets des clients, nés d'un devis accepté : budget, facturé, encaissé, documents et temps passé.",
    Icon: Briefcase,
    action: "Consulter",
  },
  "/temps": {
    description:
      "Votre temps sur les projets : le chronomètre, les heures saisies à la main et votre semaine.",
    Icon: Timer,
    action: "Ouvrir",
  },
  "/depenses": {
    description:
      "Les dépenses de l'entreprise et leurs justificatifs photographiés, les mensuelles, et leur fichier pour le comptable.",
    Icon: HandCoins,
    action: "Consulter",
  },
  "/clients": {
    description:
      "Les clients des documents et des demandes : coordonnées, documents, reste à payer, paiements.",
    Icon: BookUser,
    action: "Consulter",
  },
  "/catalogue": {
    description:
      "Les prestations avec leur prix, leur unité et leur TVA, proposées en tapant une ligne de devis ou de facture.",
    Icon: BookOpen,
    action: "Consulter",
  },
  "/redaction": {
    description:
      "Les articles du blog et les projets du portfolio\u00a0: écrire, programmer, publier, retrouver les versions.",
    Icon: PenLine,
    action: "Écrire",
  },
  "/equipe": {
    description: "Les membres, leurs rôles et leur connexion en deux étapes ; inviter un collègue.",
    Icon: Users,
    action: "Gérer",
  },
  "/parametres-entreprise": {
    description:
      "L'identité de l'entreprise, ses coordonnées de paiement et les réglages par défaut des documents.",
    Icon: Building2,
    action: "Modifier",
  },
  "/securite": {
    description: "La connexion en deux étapes avec une application d'authentification.",
    Icon: ShieldCheck,
    action: "Ouvrir",
  },
};

/** The hub shows only what the member's role may open (permissions.ts). */
export function StudioHub({
  name,
  staffRole,
  todo,
}: {
  name: string;
  staffRole: StaffRole | null;
  /** « À faire »: null for a role with nothing it acts on there. */
  todo: { sections: TodoSection[]; total: number } | null;
}) {
  const tiles = doorsOf(staffRole).map((door) => ({ ...door, ...CARDS[door.to]! }));
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">
        Devis &amp; Factures
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Bienvenue {name}</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Préparez un document, calculé au franc près et enregistré au registre dès qu&apos;il est
        généré, retrouvez les documents émis, ou consultez les demandes reçues par le site.
      </p>
      {todo ? <TodoList {...todo} /> : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {tiles.map(({ to, label: title, description, Icon, action }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-5 text-lg font-semibold">{title}</h2>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{description}</p>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                {action}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
