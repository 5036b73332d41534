import { clsx, type ClassValue } from "clsx";

/**
 * The classes given, added up (clsx). They are not merged: no two of them may set
 * the same property (a later `px-2` does not replace an earlier `px-4`), which
 * class-conflicts.test.ts checks for every call of the app, with what each place
 * that uses a component gives it. tailwind-merge did the merging (5 KB on every
 * page's first load, ADR 014); the components now say each property once.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
