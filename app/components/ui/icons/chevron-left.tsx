import { icon } from "./icon.tsx";

export const ChevronLeft = icon("lucide-chevron-left", <path d="m15 18-6-6 6-6" />);
