import type { SubmissionResult } from "@conform-to/react";
import {
  clearOnEdit,
  controlOf,
  focusFirstInvalid,
  showFieldError,
} from "#app/components/forms/field-errors.ts";
import { toast } from "#app/components/layout/toaster.island.ts";
import { formErrorOf, formRefusal } from "#app/lib/submission.ts";
import { ContactFormConstraint } from "#app/features/contact/constraints.ts";
import type { ContactUploadAnswer } from "#app/features/contact/types.ts";
import { checkFileMeta, formatFileSize } from "#app/features/contact/upload.ts";

// The contact form with JavaScript (docs/product.md §3, contact-form.tsx): the file
// checked as soon as it is chosen (a refused one is dropped, never uploaded), a French
// file control with a drop zone, and the form sent with XMLHttpRequest, the one
// browser API that reports upload progress, to `/contact/envoi`, which answers JSON.
// A refusal shows in place; a success opens the page the server names (its banner).

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";
const FIELDS = Object.keys(ContactFormConstraint);

/** Resolves with the server's JSON answer (null when the network or the server failed). */
function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<ContactUploadAnswer | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.floor((e.loaded / e.total) * 100));
    };
    // A 5xx without JSON (proxy, crash) gives null: the form then says « Une erreur est survenue ».
    xhr.onload = () => resolve(xhr.response as ContactUploadAnswer | null);
    xhr.onerror = () => resolve(null);
    xhr.send(body);
  });
}

export function mount(element: HTMLElement) {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const input = controlOf(form, "projectFile") as HTMLInputElement | null;
  const zone = form.querySelector<HTMLElement>("[data-file-field]");
  const choose = zone?.querySelector<HTMLElement>("[data-choose]");
  const chooseButton = choose?.querySelector("button");
  const chosenTemplate = zone?.querySelector<HTMLTemplateElement>("template[data-chosen]");
  const progressTemplate = zone?.querySelector<HTMLTemplateElement>("template[data-progress]");
  const alert = form.querySelector<HTMLElement>("[data-form-alert]");
  if (!input || !zone || !choose || !chooseButton || !chosenTemplate || !progressTemplate) return;

  let chosen: HTMLElement | null = null;
  let progress: HTMLElement | null = null;
  let sending = false;

  clearOnEdit(form);
  focusFirstInvalid(form);

  /** The chosen file's name and size with « Retirer », or « Choisir un fichier ». */
  const showFile = (file: File | null) => {
    chosen?.remove();
    chosen = null;
    choose.classList.toggle("js:flex", !file);
    if (!file) return;
    chosen = chosenTemplate.content.firstElementChild!.cloneNode(true) as HTMLElement;
    chosen.querySelector("[data-file-name]")!.textContent = file.name;
    chosen.querySelector("[data-file-size]")!.textContent = formatFileSize(file.size);
    const remove = chosen.querySelector<HTMLButtonElement>("[data-remove]")!;
    remove.setAttribute("aria-label", `Retirer le fichier ${file.name}`);
    remove.addEventListener("click", () => {
      input.value = "";
      showFile(null);
      showFieldError(input, null);
      chooseButton.focus();
    });
    choose.after(chosen);
  };

  /** The upload's progress under the file, 0–100, or none (null). */
  const showProgress = (percent: number | null) => {
    if (percent === null || !chosen) {
      progress?.remove();
      progress = null;
      return;
    }
    if (!progress) {
      progress = progressTemplate.content.firstElementChild!.cloneNode(true) as HTMLElement;
      chosen.after(progress);
    }
    progress.querySelector("[role=progressbar]")!.setAttribute("aria-valuenow", String(percent));
    (progress.querySelector("[role=progressbar] > div") as HTMLElement).style.width = `${percent}%`;
    progress.querySelector("p")!.textContent =
      percent < 100 ? `Envoi du fichier… ${percent}\u00a0%` : "Fichier envoyé, enregistrement…";
  };

  /** The file as chosen: checked at once, a refused one dropped (and said why). */
  const take = (files: FileList | null) => {
    const file = files?.[0] ?? null;
    const problem = file ? checkFileMeta(file) : null;
    if (problem) input.value = "";
    showFile(problem ? null : file);
    showFieldError(input, problem);
  };

  input.addEventListener("change", () => take(input.files));
  chooseButton.addEventListener("click", () => input.click());
  zone.addEventListener("dragover", (event) => {
    if (sending) return;
    event.preventDefault();
    zone.dataset.dragging = "";
  });
  zone.addEventListener("dragleave", () => delete zone.dataset.dragging);
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    delete zone.dataset.dragging;
    if (sending || !event.dataTransfer?.files.length) return;
    input.files = event.dataTransfer.files;
    take(input.files);
  });

  const busy = (on: boolean) => {
    sending = on;
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
      "input:not([type=hidden]), select, textarea, button",
    )) {
      control.disabled = on;
    }
    for (const part of form.querySelectorAll("[data-idle]")) part.classList.toggle("hidden", on);
    for (const part of form.querySelectorAll("[data-busy]")) part.classList.toggle("hidden", !on);
  };

  /** A refused answer, in place: each field's message, the form's own, the focus. */
  const answer = (result: SubmissionResult<string[]>) => {
    for (const name of FIELDS) {
      const control = controlOf(form, name);
      if (control) showFieldError(control, result.error?.[name]?.[0] ?? null);
    }
    const formError = formErrorOf(result);
    if (alert) {
      alert.textContent = formError ?? "";
      alert.hidden = !formError;
    }
    if (formError) toast.error(formError);
    focusFirstInvalid(form);
  };

  if (form.dataset.formError) toast.error(form.dataset.formError);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const file = input.files?.[0];
    // The file was checked when chosen; checked again so a refused one is never uploaded.
    const problem = file ? checkFileMeta(file) : null;
    showFieldError(input, problem);
    if (problem) {
      input.focus();
      return;
    }
    const body = new FormData(form);
    // A required field left empty: the server refuses the form whatever the file, so
    // its answer comes without uploading the file first (it stays chosen for the next try).
    const incomplete = [...form.elements].some(
      (control) => (control as HTMLInputElement).validity?.valueMissing,
    );
    const upload = incomplete ? undefined : file;
    if (file && !upload) body.delete(input.name);
    busy(true);
    showProgress(upload ? 0 : null);
    const reply = await sendWithProgress(form.dataset.uploadAction ?? form.action, body, (p) =>
      showProgress(upload ? p : null),
    );
    if (reply?.ok) {
      // The page again, with its banner and a fresh form.
      window.location.assign(reply.location);
      return;
    }
    busy(false);
    showProgress(null);
    answer(reply?.result ?? formRefusal(FAILURE));
  });
}
