import type { ReactNode, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactNode;

/** The <svg> attributes lucide gives every icon (its 24 px box and stroke). */
export const LUCIDE_SVG = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * lucide's icons without lucide-react's runtime (1.6 KB gzip that every page
 * loaded for a few paths): the same <svg>, attribute for attribute, which
 * icons.test.tsx checks against lucide-react. Decorative only: always aria-hidden.
 * One file per icon, so the build groups each with the pages that draw it.
 */
export function icon(classes: string, paths: ReactNode): Icon {
  return function LucideIcon({ className, ...props }) {
    return (
      <svg
        {...LUCIDE_SVG}
        className={className ? `lucide ${classes} ${className}` : `lucide ${classes}`}
        aria-hidden="true"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}
