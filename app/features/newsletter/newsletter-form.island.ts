import { controlOf, clearOnEdit, showFieldError } from "#app/components/forms/field-errors.ts";
import { toast } from "#app/components/layout/toaster.island.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, type NewsletterAnswer } from "./messages.ts";

// The newsletter form with JavaScript (docs/product.md §4, newsletter-form.tsx): the
// address checked by the browser's own rule first (nothing sent when it is wrong),
// then posted to /newsletter, which answers Conform's result (`js=1`); the page stays.

function busy(form: HTMLFormElement, on: boolean) {
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
    "input:not([type=hidden]), button",
  )) {
    element.disabled = on;
  }
  for (const part of form.querySelectorAll("[data-idle]")) part.classList.toggle("hidden", on);
  for (const part of form.querySelectorAll("[data-busy]")) part.classList.toggle("hidden", !on);
}

async function post(form: HTMLFormElement): Promise<NewsletterAnswer | null> {
  const body = new FormData(form);
  body.set("js", "1");
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    return (await response.json()) as NewsletterAnswer;
  } catch {
    return null;
  }
}

export function mount(form: HTMLElement) {
  const email = form instanceof HTMLFormElement ? controlOf(form, "email") : null;
  if (!(form instanceof HTMLFormElement) || !(email instanceof HTMLInputElement)) return;
  clearOnEdit(form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (email.value.trim() === "" || !email.validity.valid) {
      showFieldError(email, form.dataset.invalid ?? "");
      email.focus();
      return;
    }
    const sending = post(form);
    busy(form, true);
    const answer = await sending;
    busy(form, false);
    if (!answer) {
      toast.error(NEWSLETTER_FAILURE);
      return;
    }
    // The field's own error shows under it; success and refusals are toasts.
    const error = answer.result?.error?.email?.[0] ?? null;
    showFieldError(email, error);
    if (answer.ok) {
      form.reset();
      toast.success(NEWSLETTER_SUCCESS);
      return;
    }
    const formError = formErrorOf(answer.result);
    if (formError) toast.error(formError);
    if (error) email.focus();
  });
}
