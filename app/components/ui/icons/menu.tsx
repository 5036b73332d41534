import { icon } from "./icon.tsx";

export const Menu = icon(
  "lucide-menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
