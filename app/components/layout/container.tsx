import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

const SIZES = {
  xs: "max-w-md",
  sm: "max-w-3xl",
  md: "max-w-5xl",
  lg: "max-w-7xl",
  xl: "max-w-[90rem]",
  full: "max-w-none",
} as const;

export type ContainerSize = keyof typeof SIZES;

export function Container({
  size = "lg",
  className,
  ...props
}: ComponentProps<"div"> & { size?: ContainerSize }) {
  return (
    <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", SIZES[size], className)} {...props} />
  );
}
