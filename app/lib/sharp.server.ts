import type sharpType from "sharp";

// sharp as the server uses it, loaded on the first image and configured once. Loaded at
// start it held about 7 MB (libvips) in a process that may never see an image; and
// libvips keeps the results of recent operations (50 MB by default) for a program that
// resizes the same image again, while the site resizes each upload once.

let loaded: Promise<typeof sharpType> | undefined;

/** sharp, loaded once, without libvips' cache. */
export function loadSharp(): Promise<typeof sharpType> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export type { Metadata } from "sharp";
