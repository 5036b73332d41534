import { icon } from "./icon.tsx";

export const Info = icon(
  "lucide-info",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </>,
);
