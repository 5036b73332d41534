import { toast } from "#app/components/layout/toaster.island.ts";
import { clearOnEdit, focusFirstInvalid } from "./field-errors.ts";

// The public forms posted as pages (login, register, forgot and reset password;
// docs/decisions/037-public-islands.md): the server answers with the page and its
// French messages, with or without JavaScript (ADR 015). With it, the answer's first
// refused field takes the focus, the form's own error is also said as a toast, a
// field's message goes once it is edited, the button says the form is on its way,
// and a password can be shown.

function busy(form: HTMLFormElement, on: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[data-submit]");
  if (!button) return;
  button.disabled = on;
  button.querySelector("[data-idle]")?.classList.toggle("hidden", on);
  button.querySelector("[data-busy]")?.classList.toggle("hidden", !on);
}

/** The show/hide button of each password field. */
export function passwordToggles(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    button.addEventListener("click", () => {
      const visible = input.type === "password";
      input.type = visible ? "text" : "password";
      button.setAttribute("aria-pressed", String(visible));
      button.setAttribute(
        "aria-label",
        (visible ? button.dataset.labelHide : button.dataset.labelShow) ?? "",
      );
      button.querySelector('[data-icon="hide"]')?.classList.toggle("hidden", !visible);
      button.querySelector('[data-icon="show"]')?.classList.toggle("hidden", visible);
    });
  }
}

export function mount(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  clearOnEdit(form);
  passwordToggles(form);
  focusFirstInvalid(form);
  if (form.dataset.formError) toast.error(form.dataset.formError);
  // Disabled once the browser has gathered the form: the button carries no value.
  form.addEventListener("submit", () => busy(form, true));
  // Back to this page from the next one (kept by the browser as it was): ready again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) busy(form, false);
  });
}
