// A field's validation message in the page, without React: what `Field` and
// `FieldError` (fields.tsx) write, done again by the islands of the public forms
// (docs/decisions/037-public-islands.md) when an answer comes without a new page,
// or when the person edits a field the server refused.

/** The message's look (FieldError, fields.tsx). */
export const FIELD_ERROR_CLASS = "text-sm font-medium text-destructive";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control of `name` in `form` (the first of a group). */
export function controlOf(form: HTMLFormElement, name: string): Control | null {
  const found = form.elements.namedItem(name);
  const control = found instanceof RadioNodeList ? found[0] : found;
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
}

// A checkbox names its message with aria-errormessage (its description keeps
// aria-describedby); the other controls add it to aria-describedby.
const byErrorMessage = (control: Control) =>
  control instanceof HTMLInputElement && control.type === "checkbox";

function describedBy(control: Control, id: string, on: boolean) {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const next = on ? [...new Set([...ids, id])] : ids.filter((i) => i !== id);
  if (next.length) control.setAttribute("aria-describedby", next.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** Shows `message` under the control (or takes its message away when null). */
export function showFieldError(control: Control, message: string | null) {
  const id = `${control.id}-error`;
  let error = document.getElementById(id);
  if (!message) {
    error?.remove();
    control.removeAttribute("aria-invalid");
    if (byErrorMessage(control)) control.removeAttribute("aria-errormessage");
    else describedBy(control, id, false);
    return;
  }
  if (!error) {
    error = document.createElement("p");
    error.id = id;
    error.className = FIELD_ERROR_CLASS;
    control.closest("[data-field]")?.append(error);
  }
  error.textContent = message;
  control.setAttribute("aria-invalid", "true");
  if (byErrorMessage(control)) control.setAttribute("aria-errormessage", id);
  else describedBy(control, id, true);
}

/** The form's first refused field takes the focus, as Conform does. */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  for (const element of form.elements) {
    const hidden = element instanceof HTMLInputElement && element.type === "hidden";
    if (!hidden && element.getAttribute("aria-invalid") === "true") {
      (element as HTMLElement).focus();
      return true;
    }
  }
  return false;
}

/** A field's message goes once the person edits that field (the others stay). */
export function clearOnEdit(form: HTMLFormElement) {
  form.addEventListener("input", (event) => {
    const control = event.target as Control;
    if (control.name && control.getAttribute("aria-invalid") === "true") {
      showFieldError(control, null);
    }
  });
}
