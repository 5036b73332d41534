import { icon } from "./icon.tsx";

export const Code2 = icon(
  "lucide-code-xml lucide-code-2",
  <>
    <path d="m18 16 4-4-4-4" />
    <path d="m6 8-4 4 4 4" />
    <path d="m14.5 4-5 16" />
  </>,
);
