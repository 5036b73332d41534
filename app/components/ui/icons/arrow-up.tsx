import { icon } from "./icon.tsx";

export const ArrowUp = icon(
  "lucide-arrow-up",
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);
