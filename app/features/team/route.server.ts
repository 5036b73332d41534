import { parseWithZod } from "@conform-to/zod/v4";
import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { auth } from "#app/features/auth/auth.server.ts";
import { landingOf } from "#app/features/auth/doors.ts";
import { STAFF_ROLE_LABELS } from "#app/features/auth/permissions.ts";
import { USED_CODE_MESSAGE } from "#app/features/auth/two-factor.server.ts";
import {
  getCurrentSession,
  requirePermission,
  requireStaff,
  signInStaff,
  twoFactorRequired,
} from "#app/features/auth/session.server.ts";
import { guardForm, refusalAnswer } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { INVITATION_REFUSALS } from "./invitation-state.ts";
import {
  AcceptInvitationSchema,
  ChangeRoleSchema,
  InviteSchema,
  MemberSchema,
  RevokeInvitationSchema,
  TwoFactorConfirmSchema,
  TwoFactorPasswordSchema,
  TwoFactorPolicySchema,
} from "./schemas.ts";
import {
  acceptInvitation,
  changeRole,
  deactivateMember,
  findInvitation,
  inviteMember,
  listMembers,
  listPendingInvitations,
  reactivateMember,
  revokeInvitation,
  setTwoFactorPolicy,
  teamPolicyOf,
} from "./team.server.ts";

const BACK = "/equipe";

// ---------- /equipe ----------

export async function loadTeam(request: Request) {
  const me = await requirePermission(request, "team");
  const [members, invitations, policy] = await Promise.all([
    listMembers(),
    listPendingInvitations(),
    teamPolicyOf(),
  ]);
  return { me: { id: me.id }, members, invitations, policy };
}

/** POST /equipe: one intent per form (invite, role, deactivate, reactivate, policy, revoke-invitation). */
export async function handleTeamAction(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "", result: formRefusal(message) }, { status });
  }
  const me = await requirePermission(request, "team");
  const { form } = guarded;
  const intent = String(form.get("intent") ?? "");
  const refused = (message: string, reply = {}) =>
    data({ intent, result: formRefusal(message, reply) }, { status: 409 });
  switch (intent) {
    case "invite": {
      const submission = parseWithZod(form, { schema: InviteSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const done = await inviteMember(submission.value, me);
      if (!done.ok) return refused(done.message, submission.reply());
      return redirectWithToast(BACK, {
        type: "success",
        message: `Invitation envoyée à ${done.value.email} (valable 7\u00a0jours).`,
      });
    }
    case "role": {
      const submission = parseWithZod(form, { schema: ChangeRoleSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const done = await changeRole(submission.value.userId, submission.value.staffRole, me);
      if (!done.ok) return refused(done.message, submission.reply());
      return redirectWithToast(BACK, {
        type: "success",
        message: `${done.value.name} a désormais le rôle «\u00a0${STAFF_ROLE_LABELS[submission.value.staffRole]}\u00a0».`,
      });
    }
    case "deactivate":
    case "reactivate": {
      const submission = parseWithZod(form, { schema: MemberSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const done =
        intent === "deactivate"
          ? await deactivateMember(submission.value.userId, me)
          : await reactivateMember(submission.value.userId, me);
      if (!done.ok) return refused(done.message, submission.reply());
      return redirectWithToast(BACK, {
        type: "success",
        message:
          intent === "deactivate"
            ? `${done.value.name} est désactivé\u00a0: ses sessions sont fermées.`
            : `${done.value.name} est réactivé\u00a0: il peut de nouveau se connecter.`,
      });
    }
    case "revoke-invitation": {
      const submission = parseWithZod(form, { schema: RevokeInvitationSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const done = await revokeInvitation(submission.value.invitationId);
      if (!done.ok) return refused(done.message);
      return redirectWithToast(BACK, { type: "success", message: "Invitation retirée." });
    }
    case "policy": {
      const submission = parseWithZod(form, { schema: TwoFactorPolicySchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const required = submission.value.requireTwoFactor;
      // Required of everyone, the Gérant included: turned on for oneself first, so
      // requiring it never sends the one who asks to the setup page.
      if (required && !(await getCurrentSession(request))?.twoFactorEnabled) {
        return refused(
          "Activez d'abord la connexion en deux étapes sur votre propre compte (page Sécurité), puis exigez-la pour l'équipe.",
        );
      }
      await setTwoFactorPolicy(required, me);
      return redirectWithToast(BACK, {
        type: "success",
        message: required
          ? "Connexion en deux étapes exigée\u00a0: chaque membre sans elle la configurera à sa prochaine page."
          : "Connexion en deux étapes facultative.",
      });
    }
    default:
      return refused("Demande illisible\u00a0: rechargez la page.");
  }
}

// ---------- /invitation/<token> ----------

export async function loadInvitation(token: string) {
  const found = await findInvitation(token);
  if (found.state !== "valid") {
    return { state: found.state, message: INVITATION_REFUSALS[found.state] } as const;
  }
  return {
    state: "valid",
    email: found.email!,
    roleLabel: STAFF_ROLE_LABELS[found.staffRole!],
  } as const;
}

/** POST /invitation/<token>: the account is made, then its owner signed in. */
export async function handleAcceptInvitation(request: Request, token: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
  const submission = parseWithZod(guarded.form, { schema: AcceptInvitationSchema });
  const reply = submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (submission.status !== "success") return data({ result: reply }, { status: 400 });
  const done = await acceptInvitation(token, submission.value);
  if (!done.ok) {
    const message =
      "state" in done
        ? INVITATION_REFUSALS[done.state as keyof typeof INVITATION_REFUSALS]
        : done.message;
    return data(
      { result: formRefusal(message ?? INVITATION_REFUSALS.unknown, reply) },
      { status: 409 },
    );
  }
  const signedIn = await signInStaff({
    identifier: done.value.email,
    password: submission.value.password,
    request,
  });
  if (signedIn.status !== "ok") {
    // The account exists: only the sign-in did not open (a limit); the login page does it.
    return redirectWithToast("/simple-login", {
      type: "success",
      message:
        "Votre compte est prêt\u00a0: connectez-vous avec votre adresse et votre mot de passe.",
    });
  }
  return redirectWithToast(
    landingOf(signedIn.user.staffRole),
    { type: "success", message: "Bienvenue dans l'équipe\u00a0! Votre compte est prêt." },
    { headers: signedIn.headers },
  );
}

// ---------- /securite (two-factor sign-in of the signed-in member) ----------

export async function loadSecurity(request: Request) {
  await requireStaff(request, { allowWithoutTwoFactor: true });
  const current = await getCurrentSession(request);
  return {
    enabled: current?.twoFactorEnabled ?? false,
    required: await twoFactorRequired(),
  };
}

function authHeaders(request: Request): Headers {
  const h = new Headers();
  for (const name of ["x-real-ip", "user-agent", "cookie"]) {
    const v = request.headers.get(name);
    if (v) h.set(name, v);
  }
  return h;
}

/** What the setup step shows: the QR code of the secret, the secret itself, the backup codes. */
export type TwoFactorSetup = { qrSvg: string; secret: string; backupCodes: string[] };

export async function handleSecurityAction(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "", result: formRefusal(message), setup: null }, { status });
  }
  await requireStaff(request, { allowWithoutTwoFactor: true });
  const { form } = guarded;
  const intent = String(form.get("intent") ?? "");
  if (intent === "confirm") {
    const submission = parseWithZod(form, { schema: TwoFactorConfirmSchema });
    const reply = submission.reply({ hideFields: ["code"] });
    if (submission.status !== "success") {
      return data({ intent, result: reply, setup: null }, { status: 400 });
    }
    try {
      // A right code turns it on; better-auth replaces the session (new cookie).
      const { headers } = await auth().api.verifyTOTP({
        body: { code: submission.value.code },
        headers: authHeaders(request),
        returnHeaders: true,
      });
      return redirectWithToast(
        "/securite",
        { type: "success", message: "Connexion en deux étapes activée." },
        { headers },
      );
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const used = (error.body as { code?: string } | undefined)?.code === "TOTP_CODE_USED";
      return data(
        {
          intent,
          result: formRefusal(
            used
              ? USED_CODE_MESSAGE
              : "Code incorrect\u00a0: scannez de nouveau le QR code ou vérifiez l'heure de votre téléphone.",
            reply,
          ),
          setup: null,
        },
        { status: 400 },
      );
    }
  }
  const submission = parseWithZod(form, { schema: TwoFactorPasswordSchema });
  const reply = submission.reply({ hideFields: ["password"] });
  if (submission.status !== "success") {
    return data({ intent, result: reply, setup: null }, { status: 400 });
  }
  const wrongPassword = () =>
    data(
      { intent, result: formRefusal("Mot de passe incorrect.", reply), setup: null },
      { status: 400 },
    );
  if (submission.value.intent === "disable") {
    try {
      const { headers } = await auth().api.disableTwoFactor({
        body: { password: submission.value.password },
        headers: authHeaders(request),
        returnHeaders: true,
      });
      return redirectWithToast(
        "/securite",
        { type: "success", message: "Connexion en deux étapes désactivée." },
        { headers },
      );
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      // Required by the Gérant: the rule of every door (auth/two-factor.server.ts).
      if (error.statusCode === 409) {
        return data(
          { intent, result: formRefusal(error.message, reply), setup: null },
          { status: 409 },
        );
      }
      return wrongPassword();
    }
  }
  try {
    const enabled = await auth().api.enableTwoFactor({
      body: { password: submission.value.password },
      headers: authHeaders(request),
    });
    if (!("totpURI" in enabled) || !enabled.totpURI) throw new Error("no TOTP URI");
    const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
    const qrSvg = await QRCode.toString(enabled.totpURI, { type: "svg", margin: 1 });
    const setup: TwoFactorSetup = { qrSvg, secret, backupCodes: enabled.backupCodes ?? [] };
    return data({ intent: "enable", result: reply, setup });
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code;
      if (code === "TOTP_ALREADY_ENABLED") throw redirect("/securite");
      return wrongPassword();
    }
    throw error;
  }
}
