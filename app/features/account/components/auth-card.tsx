import { AlertTriangle } from "#app/components/ui/icons/alert-triangle.tsx";
import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import { Info } from "#app/components/ui/icons/info.tsx";
import type { Icon as LucideIcon } from "#app/components/ui/icons/icon.tsx";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";

/** The centred card of the visitor account pages (login, register, forgot, reset). */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex flex-1 items-center bg-muted/40 py-10 md:py-16">
      <Container size="xs">
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-semibold">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-6">{children}</CardContent>
          {footer ? (
            <div className="border-t px-6 py-4 text-center text-sm text-muted-foreground">
              {footer}
            </div>
          ) : null}
        </Card>
      </Container>
    </section>
  );
}

const NOTICE_STYLES = {
  success: {
    icon: CheckCircle2,
    className: "border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-300",
  },
  warning: {
    icon: AlertTriangle,
    className: "border-amber-600/40 bg-amber-500/10 text-amber-900 dark:text-amber-200",
  },
  error: {
    icon: AlertTriangle,
    className: "border-destructive/40 bg-destructive/10 text-destructive",
  },
  info: {
    icon: Info,
    className: "border-primary/30 bg-primary/5 text-foreground",
  },
} as const;

/**
 * A message at the top of an auth card: a status (success, info) or an alert (warning,
 * error). `formNotice`: the form's own error, which the form's island replaces with
 * the next answer's (server-form.island.ts).
 */
export function AuthNotice({
  tone,
  children,
  className,
  formNotice = false,
}: {
  tone: keyof typeof NOTICE_STYLES;
  children: ReactNode;
  className?: string;
  formNotice?: boolean;
}) {
  const { icon: Icon, className: toneClass } = NOTICE_STYLES[tone];
  return (
    <div
      data-form-notice={formNotice ? "" : undefined}
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium",
        toneClass,
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

/** Text link style of the auth pages (underlined: it must not rely on colour alone). */
export const authLinkClass =
  "font-semibold text-primary underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm";

/**
 * The toast a redirect left (shown by the toast region once JavaScript runs), written
 * into the page for browsers without JavaScript.
 */
export function PendingToastNotice() {
  const root = useRouteLoaderData("root") as
    | { toast?: { type: "success" | "error" | "warning" | "info"; message: string } | null }
    | undefined;
  const toast = root?.toast;
  if (!toast) return null;
  return (
    <noscript>
      <AuthNotice tone={toast.type}>{toast.message}</AuthNotice>
    </noscript>
  );
}

/** The refusal of a public auth form, if any: the notice its island replaces with the next answer's. */
export function FormRefusal({ message }: { message: string | undefined }) {
  return message ? (
    <AuthNotice tone="error" formNotice>
      {message}
    </AuthNotice>
  ) : null;
}
