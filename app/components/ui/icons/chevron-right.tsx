import { icon } from "./icon.tsx";

export const ChevronRight = icon("lucide-chevron-right", <path d="m9 18 6-6-6-6" />);
