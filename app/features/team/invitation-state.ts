// What an invitation link can be, and what the colleague is told (pure: unit-tested beside it).

export const INVITATION_DAYS = 7;

export type InvitationState = "valid" | "used" | "expired" | "revoked" | "unknown";

export function invitationState(
  row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | undefined,
  at: Date,
): InvitationState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= at.getTime()) return "expired";
  return "valid";
}

export const INVITATION_REFUSALS: Record<Exclude<InvitationState, "valid">, string> = {
  used: "Cette invitation a déjà servi\u00a0: connectez-vous avec le mot de passe que vous avez choisi.",
  expired:
    "Cette invitation a expiré (elle vaut 7\u00a0jours). Demandez au gérant de vous en envoyer une nouvelle.",
  revoked:
    "Cette invitation a été remplacée ou retirée. Utilisez le lien du dernier e-mail reçu, ou demandez-en une nouvelle au gérant.",
  unknown:
    "Ce lien d'invitation n'est pas valide. Vérifiez qu'il est complet, ou demandez-en un nouveau au gérant.",
};
