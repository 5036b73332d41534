import { icon } from "./icon.tsx";

export const X = icon(
  "lucide-x",
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
