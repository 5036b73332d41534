import { icon } from "./icon.tsx";

export const UserRound = icon(
  "lucide-user-round lucide-user-2",
  <>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </>,
);
