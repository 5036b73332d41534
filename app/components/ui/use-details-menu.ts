import { useEffect, useRef } from "react";
import { detailsMenu } from "./details-menu.ts";

/** A `<details>` that closes like a menu once React runs (details-menu.ts). */
export function useDetailsMenu<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? detailsMenu(ref.current) : undefined), []);
  return ref;
}
