import { icon } from "./icon.tsx";

export const Loader2 = icon(
  "lucide-loader-circle lucide-loader-2",
  <path d="M21 12a9 9 0 1 1-6.219-8.56" />,
);
