import type { ImgHTMLAttributes } from "react";
import { ILLUSTRATION_RASTERS } from "./illustration-rasters.ts";

type PictureProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** An uploaded image's modern formats (AVIF, WebP at several widths); `src` is the fallback. */
  sources?: { type: string; srcSet: string }[];
};

/**
 * The AVIF widths of one of the site's SVG illustrations (a project's, an article's
 * cover), drawn by `npm run images`: a phone decodes them off its main thread, where
 * it would lay out and draw the SVG (ADR 037). Only for this exact address, as written
 * (and versioned) by the build.
 */
export function illustrationSources(src: string | undefined): PictureProps["sources"] {
  const srcSet = src ? ILLUSTRATION_RASTERS[src]?.srcSet : undefined;
  return srcSet ? [{ type: "image/avif", srcSet }] : undefined;
}

/**
 * An <img>, inside a <picture> with its modern sources when it has some (uploads, ADR
 * 034; the site's illustrations, drawn in AVIF beside their SVG).
 */
export function Picture({ sources: given, sizes, alt, ...img }: PictureProps) {
  const sources = given?.length ? given : illustrationSources(img.src);
  // `sizes` belongs to the sources (an <img> without srcset may not carry it).
  const image = <img alt={alt} {...img} />;
  if (!sources?.length) return image;
  return (
    // display: contents: the <img> keeps its place in the layout, as without the wrapper.
    <picture className="contents">
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/** An uploaded image below the fold (a project's gallery): lazy, decoded off the main thread. */
export function LazyPicture({
  image,
  ...img
}: Omit<PictureProps, "src" | "width" | "height" | "alt" | "sources"> & {
  image: {
    src: string;
    width: number;
    height: number;
    alt: string;
    sources?: PictureProps["sources"];
  };
}) {
  return (
    <Picture
      sources={image.sources}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      {...img}
    />
  );
}
