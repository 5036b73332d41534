import { icon } from "./icon.tsx";

export const ArrowDown = icon(
  "lucide-arrow-down",
  <>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </>,
);
