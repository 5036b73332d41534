import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import type { Icon as LucideIcon } from "#app/components/ui/icons/icon.tsx";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { useIslandPage } from "#app/components/layout/island-page.ts";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The full-width submit of the auth cards: while the POST runs, a spinner and a busy
 * label. On a page with islands both states are in the HTML and the form's island
 * (server-form.island.ts) swaps them when the form is sent.
 */
export function SubmitButton({
  busy,
  icon: Icon,
  busyLabel,
  children,
}: {
  busy: boolean;
  icon: LucideIcon;
  busyLabel: string;
  children: ReactNode;
}) {
  const island = useIslandPage();
  if (island) {
    return (
      <Button type="submit" size="lg" className="w-full" data-submit="">
        <span className="contents" data-idle="">
          <Icon aria-hidden="true" />
          {children}
        </span>
        <span className="hidden" data-busy="">
          <Loader2 className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </span>
      </Button>
    );
  }
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * An auth card's form: a real POST to `action` (the server checks it and answers, ADR 015),
 * its refusal first, the fields, then the submit with its busy state.
 */
export function AuthForm({
  action,
  busy,
  error,
  formProps,
  island,
  submit,
  className = "grid gap-5",
  children,
}: {
  action: string;
  busy: boolean;
  /** The form's refusal, as the card draws it (a notice, or an alert). */
  error: ReactNode;
  formProps: Pick<ComponentProps<"form">, "id" | "noValidate" | "onSubmit" | "onInput">;
  /** A public page's form: the island that sends it (`useAuthForm`'s `islandProps`). */
  island?: Record<`data-${string}`, string | undefined>;
  submit: { icon: LucideIcon; label: string; busyLabel: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className} {...formProps} {...island}>
      {error}
      {children}
      <SubmitButton busy={busy} icon={submit.icon} busyLabel={submit.busyLabel}>
        {submit.label}
      </SubmitButton>
    </Form>
  );
}
