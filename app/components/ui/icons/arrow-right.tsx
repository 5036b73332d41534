import { icon } from "./icon.tsx";

export const ArrowRight = icon(
  "lucide-arrow-right",
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
