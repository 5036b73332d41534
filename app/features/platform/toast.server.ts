import { randomUUID } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { env } from "#app/config/env.server.ts";
import { ToastSchema, type Toast } from "#app/lib/toast.ts";

// A one-shot message that survives a redirect, so it shows with or without JavaScript.
function toastCookie() {
  return createCookie("td.toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().PUBLIC_URL.startsWith("https://"),
    secrets: [env().AUTH_SECRET],
    maxAge: 60,
  });
}

export async function toastHeader(toast: Omit<Toast, "id">): Promise<string> {
  return toastCookie().serialize({ ...toast, id: randomUUID() });
}

export async function redirectWithToast(
  url: string,
  toast: Omit<Toast, "id">,
  init: { headers?: Headers } = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers });
}

/** Reads and clears the pending toast of a request. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("td.toast=")) return { toast: null, headers };
  const value: unknown = await toastCookie().parse(cookieHeader);
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  const parsed = ToastSchema.safeParse(value);
  return { toast: parsed.success ? parsed.data : null, headers };
}
