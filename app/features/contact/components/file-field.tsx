import { FileText } from "#app/components/ui/icons/file-text.tsx";
import { Paperclip } from "#app/components/ui/icons/paperclip.tsx";
import { X } from "#app/components/ui/icons/x.tsx";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { FieldControlProps } from "#app/components/forms/fields.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { ACCEPT_ATTRIBUTE, checkFileMeta, formatFileSize } from "#app/features/contact/upload.ts";

/**
 * The attachment control. In the server's HTML it is the browser's own file
 * input (so it works without JavaScript); once React runs it becomes a French
 * control: « Choisir un fichier », drop zone, the chosen file's name and size,
 * « Retirer », and the upload's progress while the form is sent.
 */
export function FileField({
  control,
  name,
  disabled,
  progress,
  inputRef,
  onProblem,
}: {
  control: FieldControlProps;
  name: string;
  disabled: boolean;
  /** 0–100 while the form is being sent with a file; null otherwise. */
  progress: number | null;
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** The browser-side check's message (size, type, empty), or null when the file is fine or removed. */
  onProblem: (message: string | null) => void;
}) {
  const hydrated = useHydrated();
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  // « Retirer » disappears with the file: focus goes to « Choisir un fichier » once it is back.
  const focusChoose = useRef(false);
  useEffect(() => {
    if (!file && focusChoose.current) {
      focusChoose.current = false;
      chooseRef.current?.focus();
    }
  }, [file]);

  function take(files: FileList | null) {
    const input = inputRef.current;
    const chosen = files?.[0];
    if (!input || !chosen) {
      setFile(null);
      onProblem(null);
      return;
    }
    const problem = checkFileMeta(chosen);
    if (problem) {
      input.value = "";
      setFile(null);
    } else {
      setFile({ name: chosen.name, size: chosen.size });
    }
    onProblem(problem);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = "";
    focusChoose.current = true;
    setFile(null);
    onProblem(null);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const input = inputRef.current;
    if (disabled || !input || !event.dataTransfer.files.length) return;
    input.files = event.dataTransfer.files;
    take(input.files);
  }

  const input = (
    <input
      {...control}
      ref={inputRef}
      name={name}
      type="file"
      accept={ACCEPT_ATTRIBUTE}
      disabled={disabled}
      onChange={(e) => take(e.currentTarget.files)}
      className={cn(
        hydrated
          ? "sr-only"
          : "block w-full cursor-pointer text-sm text-muted-foreground file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-4 file:text-sm file:font-semibold file:text-primary-foreground",
      )}
    />
  );

  return (
    <div
      onDragOver={(e) => {
        if (!hydrated || disabled) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        "flex min-h-20 flex-col justify-center gap-3 rounded-lg border border-dashed px-4 py-3 transition-colors",
        dragging ? "bg-primary/5" : "bg-muted/40",
        control["aria-invalid"]
          ? "border-destructive"
          : dragging
            ? "border-primary"
            : "border-input",
      )}
      data-testid="file-field"
    >
      {input}
      {hydrated && !file ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button
            ref={chooseRef}
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            <Paperclip /> Choisir un fichier
          </Button>
          <span className="text-sm text-muted-foreground">ou glissez-le ici</span>
        </div>
      ) : null}
      {hydrated && file ? (
        <div className="flex items-center gap-3">
          <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm" data-testid="chosen-file">
            <span className="block truncate font-medium">{file.name}</span>
            <span className="block text-muted-foreground">{formatFileSize(file.size)}</span>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={remove}
            aria-label={`Retirer le fichier ${file.name}`}
          >
            <X /> Retirer
          </Button>
        </div>
      ) : null}
      {hydrated && file && progress !== null ? (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Envoi du fichier"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground" aria-hidden="true">
            {progress < 100
              ? `Envoi du fichier… ${progress}\u00a0%`
              : "Fichier envoyé, enregistrement…"}
          </p>
        </div>
      ) : null}
    </div>
  );
}
