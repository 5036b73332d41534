import { icon } from "./icon.tsx";

export const UserRoundPlus = icon(
  "lucide-user-round-plus lucide-user-plus-2",
  <>
    <path d="M2 21a8 8 0 0 1 13.292-6" />
    <circle cx="10" cy="8" r="5" />
    <path d="M19 16v6" />
    <path d="M22 19h-6" />
  </>,
);
