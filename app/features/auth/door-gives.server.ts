// What each door of doors.ts lets a member do, as the invitation email lists it (team's
// roleSummary): kept on the server, so the staff shell's script does not carry these words.
// auth/door-gives.test.ts checks every door has its line.

export const DOOR_GIVES: Record<string, string> = {
  "/create-quote": "préparer les devis",
  "/create-invoice": "émettre les factures",
  "/create-technical-proposal": "rédiger les propositions techniques",
  "/documents": "consulter le registre des documents",
  "/tableau-de-bord": "suivre le tableau de bord",
  "/marges": "suivre la marge des projets, des clients et des mois",
  "/demandes": "traiter les demandes reçues par le site",
  "/pipeline": "suivre les demandes jusqu'au devis signé",
  "/abonnements": "gérer les factures récurrentes",
  "/clients": "tenir le fichier des clients",
  "/catalogue": "tenir le catalogue des prestations",
  "/projets": "suivre les projets des clients, leur budget, leurs factures et leur temps",
  "/temps": "enregistrer son temps sur les projets",
  "/depenses": "enregistrer les dépenses et leurs justificatifs",
  "/redaction": "écrire et publier les articles du blog et les projets du portfolio",
  "/equipe": "inviter les membres de l'équipe et choisir leur rôle",
  "/parametres-entreprise": "modifier l'identité de l'entreprise et ses réglages",
  "/securite": "protéger votre compte par la connexion en deux étapes",
};
