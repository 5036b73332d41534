import { useState, type MouseEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/forms/fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { ImageFileInput } from "#app/features/media/components/image-file-input.tsx";

/**
 * « Insérer une image »: an image for the article's text, with its description. With
 * JavaScript it is sent to /redaction/images and its Markdown line inserted at the cursor;
 * without, the button posts the whole form, which comes back with the line at the end of
 * the text (ADR 034, « Images dans le texte »).
 */
export function BodyImagePicker({
  error,
  onInserted,
}: {
  error?: string;
  onInserted: (markdown: string) => void;
}) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function insert(event: MouseEvent<HTMLButtonElement>) {
    const fieldset = event.currentTarget.closest("fieldset");
    const file = fieldset?.querySelector<HTMLInputElement>('input[name="bodyImage"]');
    const alt = fieldset?.querySelector<HTMLInputElement>('input[name="bodyImageAlt"]');
    if (!file || !alt) return;
    event.preventDefault();
    setMessage(null);
    setProblem(null);
    const chosen = file.files?.[0];
    if (!alt.value.trim()) {
      setProblem(
        "Décrivez l'image pour les lecteurs d'écran\u00a0: sa description est obligatoire.",
      );
      alt.focus();
      return;
    }
    if (!chosen) {
      setProblem("Choisissez une image (JPEG, PNG, WebP, AVIF ou GIF).");
      file.focus();
      return;
    }
    const body = new FormData();
    body.set("image", chosen);
    body.set("alt", alt.value);
    setBusy(true);
    try {
      const answer = await fetch("/redaction/images", {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const result = (await answer.json().catch(() => ({}))) as {
        markdown?: string;
        error?: string;
      };
      if (!answer.ok || !result.markdown) {
        setProblem(result.error ?? "L'image n'a pas pu être ajoutée\u00a0: réessayez.");
        return;
      }
      onInserted(result.markdown);
      file.value = "";
      alt.value = "";
      setMessage("Image insérée dans le contenu, à l'endroit du curseur.");
    } catch {
      setProblem("L'image n'a pas pu être envoyée\u00a0: vérifiez la connexion et réessayez.");
    } finally {
      setBusy(false);
    }
  }

  const shown = problem ?? error;
  return (
    <fieldset className="grid gap-3 rounded-xl border p-4" aria-describedby="bodyImage-hint">
      <legend className="px-1 text-sm font-semibold">Insérer une image</legend>
      <p id="bodyImage-hint" className="text-xs text-muted-foreground">
        {
          "JPEG, PNG, WebP ou AVIF, 8\u00a0Mo au plus, 400\u00a0pixels de large au moins\u00a0: redimensionnée et servie en AVIF et WebP, comme les couvertures."
        }
        {hydrated
          ? " Elle s'insère à l'endroit du curseur."
          : " Elle s'ajoute à la fin du contenu\u00a0: déplacez ensuite sa ligne où vous voulez."}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <label htmlFor="bodyImage" className="text-sm font-medium">
            Image
          </label>
          <ImageFileInput
            id="bodyImage"
            name="bodyImage"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? "bodyImage-error" : undefined}
          />
        </div>
        <div className="grid content-start gap-2">
          <label htmlFor="bodyImageAlt" className="text-sm font-medium">
            Description de l&apos;image (obligatoire)
          </label>
          <Input id="bodyImageAlt" name="bodyImageAlt" maxLength={200} />
        </div>
      </div>
      <FieldError id="bodyImage-error" message={shown} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          name="intent"
          value="insert-image"
          variant="secondary"
          disabled={busy}
          onClick={(event) => void insert(event)}
        >
          {busy ? "Envoi de l'image…" : "Insérer l'image"}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {message}
        </p>
      </div>
    </fieldset>
  );
}
