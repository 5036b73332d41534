import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config.ts";

// The default configuration knows every Tailwind class (7 KB gzip on every page);
// this one only the kinds the site writes, with the same results for them.
const twMerge = createTailwindMerge(() => tailwindMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
