import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  guardForm,
  limitRefusal,
  refusalAnswer,
  unavailableAnswer,
} from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { landingOf } from "./doors.ts";
import { SimpleLoginSchema, TwoFactorCodeSchema } from "./schemas.ts";
import { getUser, signInStaff, verifyStaffTwoFactor } from "./session.server.ts";

/** GET of the staff sign-in steps: a member already signed in goes to their first page. */
export async function loadStaffSignIn(request: Request) {
  const user = await getUser(request);
  if (user?.role === "staff") throw redirect(landingOf(user.staffRole));
  return null;
}

/** POST /simple-login: the schema, then the staff sign-in (limit, activity and mail in its hooks). */
export async function handleStaffLogin(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
  const submission = parseWithZod(guarded.form, { schema: SimpleLoginSchema });
  // The identifier stays in the form; the password never comes back.
  const reply = submission.reply({ hideFields: ["password"] });
  if (submission.status !== "success") return data({ result: reply }, { status: 400 });
  // The limit, the activity record and the firm's notification live in better-auth's
  // hooks, so the same rules hold for /api/auth/sign-in/* (auth-hooks.server.ts).
  let result;
  try {
    result = await signInStaff({ ...submission.value, request });
  } catch (error) {
    // The database away: « réessayez », the identifier kept (ADR 035).
    const away = unavailableAnswer(error, reply);
    if (away) return away;
    throw error;
  }
  if (result.status === "limited") {
    const refused = limitRefusal("staff-login", result.retryAfter);
    return data(
      { result: formRefusal(result.message ?? refused.message, reply) },
      { status: refused.status },
    );
  }
  if (result.status === "refused") {
    return data({ result: formRefusal("Identifiants incorrects", reply) }, { status: 401 });
  }
  // The password was right; the session opens once the authenticator's code is too.
  if (result.status === "two-factor") {
    throw redirect("/simple-login/code", { headers: result.headers });
  }
  // Each member starts on the first page their role can use (doors.ts).
  return redirectWithToast(
    landingOf(result.user.staffRole),
    { type: "success", message: "Connexion réussie" },
    { headers: result.headers },
  );
}

/** POST /simple-login/code: the authenticator's code (or a backup code) after the password. */
export async function handleStaffTwoFactor(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
  const submission = parseWithZod(guarded.form, { schema: TwoFactorCodeSchema });
  const reply = submission.reply({ hideFields: ["code"] });
  if (submission.status !== "success") return data({ result: reply }, { status: 400 });
  const result = await verifyStaffTwoFactor({ code: submission.value.code, request });
  if (result.status === "refused") {
    return data({ result: formRefusal(result.message, reply) }, { status: 401 });
  }
  return redirectWithToast(
    landingOf(result.staffRole),
    { type: "success", message: "Connexion réussie" },
    { headers: result.headers },
  );
}
