import { toast } from "#app/components/layout/toaster.island.ts";
import { ISLAND_FORM_HEADER } from "#app/lib/island-form.ts";
import { clearOnEdit, controlOf, focusFirstInvalid, showFieldError } from "./field-errors.ts";

// The public forms posted as pages (login, register, forgot and reset password;
// docs/decisions/037-public-islands.md). Without JavaScript the browser posts them and
// the server answers with the page and its French messages (ADR 015). With it, this
// island posts the same form to the same address and reads the same answer: a
// refusal's messages are put in place in the form as it is, so what was typed stays,
// passwords included (the server never writes one back); an accepted form leads to
// the page the server redirected to. The answer's first refused field takes the
// focus, the form's own error is also said as a toast, a field's message goes once it
// is edited, the button says the form is on its way, and a password can be shown.

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

function busy(form: HTMLFormElement, on: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[data-submit]");
  if (!button) return;
  button.disabled = on;
  button.querySelector("[data-idle]")?.classList.toggle("hidden", on);
  button.querySelector("[data-busy]")?.classList.toggle("hidden", !on);
}

/** The show/hide button of each password field. */
function passwordToggles(root: ParentNode) {
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

/** What the page says at once: its first refused field focused, its form error as a toast. */
function say(form: HTMLFormElement) {
  focusFirstInvalid(form);
  if (form.dataset.formError) toast.error(form.dataset.formError);
}

/** The answer's messages, in place, in the form as the person left it. */
function merge(form: HTMLFormElement, answer: HTMLFormElement, page: Document) {
  for (const element of form.elements) {
    const name = element.getAttribute("name");
    const control = name ? controlOf(form, name) : null;
    if (!control || control !== element || control.type === "hidden") continue;
    const theirs = controlOf(answer, name!);
    const message = theirs ? page.getElementById(`${theirs.id}-error`)?.textContent : null;
    showFieldError(control, message || null);
  }
  const notice = answer.querySelector("[data-form-notice]");
  const current = form.querySelector("[data-form-notice]");
  if (notice) {
    const adopted = document.importNode(notice, true);
    if (current) current.replaceWith(adopted);
    else form.prepend(adopted);
  } else current?.remove();
  if (answer.dataset.formError) form.dataset.formError = answer.dataset.formError;
  else delete form.dataset.formError;
}

/** An answer without this form (a link that expired, an error page): the page's content. */
function replaceContent(page: Document) {
  const main = document.getElementById("contenu");
  const theirs = page.getElementById("contenu");
  if (!main || !theirs) return;
  main.replaceChildren(...[...theirs.childNodes].map((node) => document.importNode(node, true)));
  document.title = page.title;
  main.focus();
}

async function send(form: HTMLFormElement) {
  busy(form, true);
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: "POST",
      // As the browser would post it (these forms carry no file).
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { [ISLAND_FORM_HEADER]: "1" },
    });
  } catch {
    // No answer (offline): said, and the form stays as it is for another try.
    busy(form, false);
    toast.error(FAILURE);
    return;
  }
  if (response.redirected) {
    // Accepted: the page it leads to, opened as a page (its toast waits for it).
    window.location.assign(response.url);
    return;
  }
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  busy(form, false);
  const answer = page.getElementById(form.id);
  if (!(answer instanceof HTMLFormElement)) {
    replaceContent(page);
    return;
  }
  merge(form, answer, page);
  say(form);
}

export function mount(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  clearOnEdit(form);
  passwordToggles(form);
  say(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (form.querySelector<HTMLButtonElement>("button[data-submit]")?.disabled) return;
    void send(form);
  });
  // Back to this page from the next one (kept by the browser as it was): ready again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) busy(form, false);
  });
}
