import { FileText } from "#app/components/ui/icons/file-text.tsx";
import { Paperclip } from "#app/components/ui/icons/paperclip.tsx";
import { X } from "#app/components/ui/icons/x.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FieldControlProps } from "#app/components/forms/fields.tsx";
import { ACCEPT_ATTRIBUTE } from "#app/features/contact/upload.ts";

/**
 * The attachment control. Without JavaScript it is the browser's own file input;
 * with it (the `js:` variant, then the form's island, contact-form.island.ts) a
 * French control: « Choisir un fichier », drop zone, the chosen file's name and
 * size, « Retirer », and the upload's progress while the form is sent. What the
 * island shows only once a file is chosen or sent waits in templates.
 */
export function FileField({ control, name }: { control: FieldControlProps; name: string }) {
  return (
    <div
      className="flex min-h-20 flex-col justify-center gap-3 rounded-lg border border-dashed border-input bg-muted/40 px-4 py-3 transition-colors data-dragging:border-primary data-dragging:bg-primary/5 has-[input[aria-invalid=true]]:border-destructive"
      data-testid="file-field"
      data-file-field=""
    >
      <input
        {...control}
        name={name}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="block w-full cursor-pointer text-sm text-muted-foreground file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-4 file:text-sm file:font-semibold file:text-primary-foreground js:sr-only"
      />
      <div className="hidden flex-wrap items-center gap-x-3 gap-y-2 js:flex" data-choose="">
        <Button type="button" variant="outline" size="sm">
          <Paperclip /> Choisir un fichier
        </Button>
        <span className="text-sm text-muted-foreground">ou glissez-le ici</span>
      </div>
      <template data-chosen="">
        <div className="flex items-center gap-3">
          <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm" data-testid="chosen-file">
            <span className="block truncate font-medium" data-file-name="" />
            <span className="block text-muted-foreground" data-file-size="" />
          </p>
          <Button type="button" variant="ghost" size="sm" data-remove="">
            <X /> Retirer
          </Button>
        </div>
      </template>
      <template data-progress="">
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Envoi du fichier"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200"
              style={{ width: "0%" }}
            />
          </div>
          <p className="text-xs text-muted-foreground" aria-hidden="true" />
        </div>
      </template>
    </div>
  );
}
