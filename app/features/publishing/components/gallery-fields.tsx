import { Checkbox, Field } from "#app/components/forms/fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { LazyPicture } from "#app/components/ui/picture.tsx";
import { GALLERY_MAX } from "#app/features/publishing/gallery.ts";
import type { Image } from "#content/types.ts";
import { ImageFileInput } from "#app/features/media/components/image-file-input.tsx";

/**
 * « Galerie » of the project form: the images in their order, each with its description
 * and « Retirer », then « Ajouter des images ». Plain fields: it works without JavaScript.
 * What was typed comes back after a refusal, image by image (matched by its address).
 */
export function GalleryFields({
  gallery,
  typed,
  errors,
}: {
  gallery: Image[];
  typed?: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">Galerie</legend>
      <p className="text-sm text-muted-foreground">
        Jusqu'à {GALLERY_MAX}&nbsp;images sous «&nbsp;Le projet&nbsp;», dans l'ordre où elles ont
        été ajoutées (captures du site ou de l'application livrés). {gallery.length}&nbsp;/&nbsp;
        {GALLERY_MAX} pour l'instant.
      </p>
      {gallery.length > 0 ? (
        <ol className="grid gap-4 sm:grid-cols-2" aria-label="Images de la galerie">
          {gallery.map((image, i) => {
            const same = typed?.[`gallery-src-${i}`] === image.src;
            const alt = same ? (typed?.[`gallery-alt-${i}`] ?? image.alt) : image.alt;
            const removed = same && typed?.[`gallery-remove-${i}`] === "on";
            return (
              <li key={image.src} className="grid content-start gap-3 rounded-lg border p-3">
                {/* The description is the field below: the thumbnail adds nothing to hear.
                    Wrapped: the <source>s would be grid items of the <li> (picture is `contents`). */}
                <div className="aspect-[3/2] overflow-hidden rounded-md border bg-muted">
                  <LazyPicture
                    image={{ ...image, alt: "" }}
                    sizes="(min-width: 640px) 320px, 100vw"
                    className="size-full object-contain"
                  />
                </div>
                <input type="hidden" name={`gallery-src-${i}`} value={image.src} />
                <Field
                  id={`gallery-alt-${i}`}
                  label={`Description de l'image ${i + 1}`}
                  error={errors[`gallery-alt-${i}`]}
                >
                  {(control) => <Input {...control} name={`gallery-alt-${i}`} defaultValue={alt} />}
                </Field>
                <Checkbox
                  id={`gallery-remove-${i}`}
                  name={`gallery-remove-${i}`}
                  defaultChecked={removed}
                  label={`Retirer l'image ${i + 1}`}
                  description="Elle quitte la page à l'enregistrement."
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      <Field
        id="galleryFiles"
        label="Ajouter des images"
        hint={`Une ou plusieurs à la fois (${GALLERY_MAX}\u00a0au total)\u00a0: JPEG, PNG, WebP ou AVIF, 8\u00a0Mo au plus chacune, 32\u00a0Mo par envoi. Entières (non recadrées), servies en AVIF et WebP.`}
        error={errors.galleryFiles}
      >
        {(control) => <ImageFileInput {...control} name="galleryFiles" multiple />}
      </Field>
      <Field
        id="galleryNewAlt"
        label="Description des images ajoutées (pour les lecteurs d'écran)"
        hint="Modifiable ensuite pour chacune."
        error={errors.galleryNewAlt}
      >
        {(control) => (
          <Input {...control} name="galleryNewAlt" defaultValue={typed?.galleryNewAlt ?? ""} />
        )}
      </Field>
    </fieldset>
  );
}
