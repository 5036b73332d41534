import type { ComponentProps } from "react";
import { IMAGE_TYPES } from "#app/features/media/formats.ts";

/** A file field for an image: the formats the server accepts (it checks the content again). */
export function ImageFileInput(props: Omit<ComponentProps<"input">, "type" | "accept">) {
  return (
    <input
      type="file"
      accept={IMAGE_TYPES.join(",")}
      className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2"
      {...props}
    />
  );
}
