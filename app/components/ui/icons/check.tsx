import { icon } from "./icon.tsx";

export const Check = icon("lucide-check", <path d="M20 6 9 17l-5-5" />);
