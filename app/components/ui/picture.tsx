import type { ImgHTMLAttributes } from "react";

type PictureProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** An uploaded image's modern formats (AVIF, WebP at several widths); `src` is the fallback. */
  sources?: { type: string; srcSet: string }[];
};

/** An <img>, inside a <picture> with its modern sources when it has some (uploads, ADR 034). */
export function Picture({ sources, sizes, alt, ...img }: PictureProps) {
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
